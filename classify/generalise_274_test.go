package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases274 runs held-out set 274: SQLite schema/query errors via modernc.org/sqlite, captured live, labelled blind.
// First run at 8004fe9: 32/35 overall, 12/15 tricky.
//
// i274-readonly passes since the SQLite read-only ruling, revised (sqlite.go).
// Fixed later by the lead: i274-vacuum-busy (sqlite.go: VACUUM with statements in progress is a wait, transient).
func TestIndependentCases274(t *testing.T) {
	runIndependent(t, "testdata/independent274.jsonl", true)
}

// TestGeneralise274: the rows of PRAGMA foreign_key_check (table, rowid,
// parent, fkid; https://www.sqlite.org/pragma.html#pragma_foreign_key_check)
// in other software's renderings read premise, as set 177's checking-tool
// words; rows of other shapes keep their reading.
func TestGeneralise274(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// sqlite3 shell, list mode with .headers on.
		{"sqlite3 shell list mode with header", "sqlite", 0, "", "table|rowid|parent|fkid\nnotes|4|notebooks|0", rung.KindPremise},
		// sqlite3 shell .mode json; better-sqlite3 db.pragma('foreign_key_check') JSON.stringify.
		{"sqlite3 shell json mode", "sqlite", 0, "", `[{"table":"attachments","rowid":17,"parent":"notes","fkid":1}]`, rung.KindPremise},
		// Node util.inspect of better-sqlite3 rows.
		{"better-sqlite3 rows inspected", "sqlite", 0, "", "[ { table: 'orders', rowid: 9, parent: 'users', fkid: 0 } ]", rung.KindPremise},
		// Python sqlite3 cursor.execute('PRAGMA foreign_key_check').fetchall().
		{"python sqlite3 fetchall", "sqlite", 0, "", "[('orders', 2, 'users', 0), ('orders', 3, 'users', 0)]", rung.KindPremise},
		// sqlite3 shell .mode line.
		{"sqlite3 shell line mode", "sqlite", 0, "", " table = orders\n rowid = 3\nparent = users\n  fkid = 0", rung.KindPremise},
		// WITHOUT ROWID child table: rowid is NULL, printed empty.
		{"without rowid child, empty rowid", "sqlite", 0, "", "line_items||orders|0", rung.KindPremise},
		// Near misses: other pipe rows, integrity_check's "ok", and a bare
		// pipe row under another protocol keep their readings.
		{"integrity_check ok stays unknown", "sqlite", 0, "", "ok", rung.KindUnknown},
		{"two-column pipe row stays unknown", "sqlite", 0, "", "orders|2", rung.KindUnknown},
		{"pipe row under http stays unknown", "http", 200, "", "orders|2|users|0", rung.KindUnknown},
		{"fk constraint failed stays premise", "sqlite", 0, "787", "constraint failed: FOREIGN KEY constraint failed (787)", rung.KindPremise},
	})
}
