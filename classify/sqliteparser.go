package classify

import "strings"

// sqliteStatementTable holds phrases that only SQLite's own compiler
// writes (alter.c, build.c, expr.c, fkey.c, insert.c, resolve.c,
// select.c, window.c), each raised with SQLITE_ERROR. A binding that
// prints sqlite3_errmsg alone (mattn/go-sqlite3's Error(), Python's
// sqlite3.OperationalError, better-sqlite3's SqliteError, node:sqlite)
// drops the code and the "SQL logic error" name, and these texts then
// matched nothing. With one of them the text says SQLITE_ERROR all the
// same, and sqliteDecide reads its message as for a coded one: the
// statement's own fault (invalid) unless sqliteErrorTable names the
// world's (a foreign key mismatch, premise; a name a table already holds,
// conflict). Phrases too common elsewhere ("incomplete input", "circular
// reference") are left out (set 1423).
var sqliteStatementTable = []pattern{
	// alter.c: ALTER TABLE ... DROP COLUMN / ADD COLUMN restrictions
	// (lang_altertable.html): the statement is the wrong tool.
	{text: "cannot drop primary key column: ", kind: invalid},
	{text: "cannot drop unique column: ", kind: invalid},
	{text: ": no other columns exist", kind: invalid},
	{text: "cannot add a unique column", kind: invalid},
	{text: "cannot add a primary key column", kind: invalid},
	{text: "cannot add a not null column with default value null", kind: invalid},
	{text: "cannot add a column with non-constant default", kind: invalid},
	{text: "cannot add a stored column", kind: invalid},
	{text: "cannot add a references column with non-null default value", kind: invalid},
	{text: "cannot add a column to a view", kind: invalid},
	{text: "there is already another table or index with this name", kind: conflict},
	// fkey.c: the parent key has no UNIQUE index (foreignkeys.html).
	{text: "foreign key mismatch - ", kind: premise},
	// resolve.c, expr.c, select.c, window.c, insert.c: a query or DML
	// the compiler refuses as written.
	{text: "row value misused", kind: invalid},
	{text: "misuse of aggregate function ", kind: invalid},
	{text: "misuse of aliased aggregate ", kind: invalid},
	{text: "misuse of window function ", kind: invalid},
	{text: "misuse of aliased window function ", kind: invalid},
	{text: "sub-select returns ", kind: invalid},
	{text: "no such window: ", kind: invalid},
	{text: " term out of range - should be between ", kind: invalid},
	{text: " term does not match any column in the result set", kind: invalid},
	{text: "do not have the same number of result columns", kind: invalid},
	{text: "too many terms in compound select", kind: invalid},
	{text: "having clause on a non-aggregate query", kind: invalid},
	{text: "may not be used with non-aggregate ", kind: invalid},
	{text: "distinct aggregates must have exactly one argument", kind: invalid},
	{text: "multiple references to recursive table: ", kind: invalid},
	{text: "recursive aggregate queries not supported", kind: invalid},
	{text: " values were supplied", kind: invalid},
	// build.c: DDL refused as written.
	{text: "unknown datatype for ", kind: invalid},
	{text: "primary key missing on table ", kind: invalid},
	{text: "autoincrement is only allowed on an integer primary key", kind: invalid},
	{text: "subqueries prohibited in ", kind: invalid},
	{text: "non-deterministic functions prohibited in ", kind: invalid},
	{text: "must have at least one non-generated column", kind: invalid},
	{text: "default value of column [", kind: invalid},
	{text: " because it is a view", kind: invalid},
	{text: "use drop table to delete table ", kind: invalid},
	{text: "use drop view to delete view ", kind: invalid},
	{text: "cannot update generated column ", kind: invalid},
	{text: "cannot insert into generated column ", kind: invalid},
}

var sqliteStatementWords = newMatcher(sqliteStatementTable)

// sqliteProtoStatement reports the compiler phrases that other software
// writes too (tokenize.c "incomplete input", select.c's CTE "circular
// reference: %s"): read as SQLITE_ERROR only when the caller names the
// protocol sqlite.
func sqliteProtoStatement(t string) bool {
	return hasFold(t, "incomplete input") || hasFold(t, "circular reference: ")
}

// sqliteDetachLocked reports attach.c's DETACH refusal "database %s is
// locked" (SQLITE_ERROR): the schema named between "database" and "is
// locked" has a transaction open on this connection (its own unfinished
// rows, an explicit BEGIN, a backup). It is the connection's own state, as
// the statements-in-progress texts (raised.go ownStatementWords), and no
// wait for another connection ends it: close the rows or end the
// transaction, then DETACH (sets 39 and 168 read it invalid; set 1441).
// Unlike SQLite's lock texts its name sits in the middle: "database is
// locked" (SQLITE_BUSY) and "database table is locked" / "database schema
// is locked" (SQLITE_LOCKED) name no schema and keep their readings.
func sqliteDetachLocked(t string) bool {
	const tail = " is locked"
	for off := 0; off < len(t); {
		i := indexFold(t[off:], tail)
		if i < 0 {
			return false
		}
		end := off + i // where " is locked" starts
		off = end + len(tail)
		j := end
		for j > 0 && (isWordByte(t[j-1]) || t[j-1] == '"' || t[j-1] == '\'' || t[j-1] == '`') {
			j--
		}
		name := t[j:end]
		if name == "" || strings.EqualFold(name, "table") || strings.EqualFold(name, "schema") {
			continue
		}
		const head = "database "
		if j >= len(head) && strings.EqualFold(t[j-len(head):j], head) {
			return true
		}
	}
	return false
}
