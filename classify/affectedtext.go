package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// This file holds set 1450's reading of a write's zero count of affected
// rows in words, the text form of set 486's JSON "rowsAffected": 0
// (affectedzero.go) and of pgx's "UPDATE 0" / "INSERT 0 0" command tags
// (postgres.go), as a Go program or a SQL tool reports a success that
// changed nothing: database/sql's Result.RowsAffected() printed
// ("RowsAffected() = 0"), a log's "rows affected: 0", the mysql client's
// "Query OK, 0 rows affected", sqlcmd's "(0 rows affected)".

// affectedZeroMarks are the spellings of the count, each followed (or,
// for the "0 rows ..." forms, preceded) by a whole 0.
var affectedZeroMarks = [...]string{"rowsaffected() = ", "rowsaffected()= ", "rowsaffected() == ", "rowsaffected = ",
	"rowsaffected: ", "rowsaffected=", "rows affected: ", "rows affected = ", "rows affected=", "affected rows: ", "affected rows = "}

// zeroAffectedText reads a success whose own count of the rows its write
// affected is 0. By the command-tag rulings an UPDATE, DELETE or MERGE
// that matched nothing is ambiguous (the write ran, the rows it was meant
// for are not where it looked), and an INSERT that added nothing is
// conflict (set 1187: a VALUES insert reports zero rows without an error
// only when OR IGNORE / ON CONFLICT DO NOTHING / INSERT IGNORE skipped a
// row already there). Any count above zero, or MySQL's "Rows matched: N"
// above zero (a matched row already held the value), is not read.
func zeroAffectedText(t string) (Result, bool) {
	if len(t) > 2000 || !hasFold(t, "affected") {
		return Result{}, false
	}
	zero := false
	for _, m := range affectedZeroMarks {
		for i := range foldMatches(t, m) {
			j := i + len(m)
			if j < len(t) && t[j] == '0' && (j+1 == len(t) || !isAlnum(t[j+1]) && t[j+1] != '.') {
				zero = true
			} else {
				return Result{}, false
			}
		}
	}
	for _, m := range [...]string{"rows affected", "row(s) affected", "rows were affected"} {
		for i := range foldMatches(t, m) {
			k := i
			if k > 0 && t[k-1] == ' ' {
				k--
			}
			s := k
			for s > 0 && isDigitByte(t[s-1]) {
				s--
			}
			if s == k {
				continue // "rows affected: 0" is the other spelling, read above
			}
			if k-s != 1 || t[s] != '0' || s > 0 && (isAlnum(t[s-1]) || t[s-1] == '.' || t[s-1] == ',') {
				return Result{}, false
			}
			zero = true
		}
	}
	if !zero {
		return Result{}, false
	}
	if i := indexFold(t, "rows matched: "); i >= 0 {
		if j := i + len("rows matched: "); j < len(t) && t[j] != '0' {
			return Result{}, false
		}
	}
	// A schema change reports no rows (the mysql client's "Query OK, 0
	// rows affected" after CREATE TABLE or TRUNCATE is its success), and
	// the client's line alone does not say a write ran.
	for _, w := range [...]string{"create", "alter", "drop", "truncate", "grant", "revoke", "rename"} {
		if hasWord(t, w) {
			return Result{}, false
		}
	}
	dml := hasWord(t, "insert") || hasWord(t, "update") || hasWord(t, "delete") || hasWord(t, "merge") || hasWord(t, "upsert")
	if hasFold(t, "query ok") && !dml && !hasFold(t, "rows matched") {
		return Result{}, false
	}
	if hasWord(t, "insert") {
		return Result{Kind: rung.KindConflict, Reason: "the INSERT added no row (its affected count is 0): OR IGNORE / ON CONFLICT DO NOTHING found the row there already"}, true
	}
	return Result{Kind: rung.KindAmbiguous, Reason: "empty result: the write matched no row (its affected count is 0)"}, true
}

// zeroAffectedStatement is zeroAffectedText's verdict as classify's
// fallback takes it: only a text no preset recognised, so an error beside
// the count decides first.
func zeroAffectedStatement(t string) (Result, bool) {
	if strings.IndexByte(t, '0') < 0 {
		return Result{}, false
	}
	return zeroAffectedText(t)
}
