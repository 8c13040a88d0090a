package classify

import (
	"regexp"
	"strings"
)

// fkCheckRows: the rows of SQLite's PRAGMA foreign_key_check handed back as
// the step's output (set 274). The pragma returns one row per stored row
// that breaks a foreign key, as (table, rowid, parent, fkid)
// (https://www.sqlite.org/pragma.html#pragma_foreign_key_check); an empty
// answer means none. Rows mean the data is not as the plan believes:
// premise, as the checking tools' words for the same finding (set 177,
// generic.go "violate a foreign key"). The shapes read: the sqlite3 shell's
// list mode ("orders|2|users|0", with or without its header line), its
// line mode ("fkid = 0"), JSON rows (the shell's json mode, better-sqlite3's
// db.pragma) and Python sqlite3's fetchall tuples. A pipe row of another
// width, or without the integer rowid and fkid, is not this pragma's.
func fkCheckRows(text string) bool {
	t := strings.TrimSpace(text)
	if t == "" {
		return false
	}
	l := strings.ToLower(t)
	if strings.Contains(l, `"fkid"`) && strings.Contains(l, `"parent"`) && strings.Contains(l, `"rowid"`) {
		return true
	}
	if strings.Contains(l, "fkid: ") && strings.Contains(l, "parent: ") && strings.Contains(l, "rowid: ") {
		return true // Node's util.inspect of better-sqlite3 rows
	}
	if fkLineMode.MatchString(l) {
		return true
	}
	if fkTuples.MatchString(t) {
		return true
	}
	rows := 0
	for _, line := range strings.Split(t, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if strings.EqualFold(line, "table|rowid|parent|fkid") {
			continue
		}
		if !fkPipeRow.MatchString(line) {
			return false
		}
		rows++
	}
	return rows > 0
}

var (
	fkPipeRow  = regexp.MustCompile(`^[A-Za-z_][\w$]*\|\d*\|[A-Za-z_][\w$]*\|\d+$`)
	fkLineMode = regexp.MustCompile(`(?s)table\s*=\s*\S+\s+rowid\s*=\s*\d*\s+parent\s*=\s*\S+\s+fkid\s*=\s*\d+`)
	fkTuples   = regexp.MustCompile(`^\[(\(\s*'[\w$]+',\s*(\d+|None),\s*'[\w$]+',\s*\d+\s*\),?\s*)+\]$`)
)
