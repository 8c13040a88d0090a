package classify

import "testing"

// First run at e230527b: 33/34 overall, 13/13 tricky.
// Tolerated: i1441-no-such-savepoint: invalid vs premise (the standing "no such savepoint" / 3B001 ruling, docs/taxonomy.md, tolerated the same way in sets 241, 377, 1067, 1162, 1250 and 1366): the words cannot tell a savepoint an earlier RELEASE or another pooled connection lost from a misspelt name.
func TestIndependentCases1441(t *testing.T) {
	runIndependent(t, "testdata/independent1441.jsonl", true, "i1441-no-such-savepoint")
}

// TestGeneralise1441DetachLocked: attach.c's DETACH refusal "database %s is
// locked" (SQLITE_ERROR) names a schema this connection itself holds a
// transaction on (its own open rows, a BEGIN, a backup): no other
// connection's lock, so no wait ends it; close the rows or end the
// transaction first: invalid, as sets 39 and 168 read it with its code.
// Bindings that print sqlite3_errmsg alone (mattn/go-sqlite3, Python's
// sqlite3, better-sqlite3) lost the code and fell to the generic "locked"
// wording (transient). Near misses: SQLITE_BUSY's "database is locked" and
// SQLITE_LOCKED's "database table/schema is locked" name no schema and stay
// transient. Source: sqlite attach.c detachFunc; live modernc.org/sqlite
// v1.63.0 capture "SQL logic error: database archive is locked (1)".
func TestGeneralise1441DetachLocked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"modernc coded", "sqlite", 0, "1", "SQL logic error: database archive is locked (1)", invalid},
		{"mattn errmsg only", "sqlite", 0, "", "database ledger is locked", invalid},
		{"mattn errmsg, quoted-free underscore name", "sqlite", 0, "", "database archive_2025 is locked", invalid},
		{"python sqlite3", "", 0, "", "sqlite3.OperationalError: database audit is locked", invalid},
		{"better-sqlite3", "sqlite", 0, "SQLITE_ERROR", "SqliteError: database reporting is locked", invalid},
		{"near miss: SQLITE_BUSY text", "sqlite", 0, "", "database is locked", transient},
		{"near miss: modernc SQLITE_BUSY", "sqlite", 0, "5", "database is locked (5) (SQLITE_BUSY)", transient},
		{"near miss: SQLITE_LOCKED table", "sqlite", 0, "", "database table is locked", transient},
		{"near miss: shared cache table", "sqlite", 0, "262", "database table is locked: outbox (262)", transient},
		{"near miss: shared cache schema", "sqlite", 0, "", "database schema is locked: main", transient},
		{"near miss: python busy", "", 0, "", "sqlite3.OperationalError: database is locked", transient},
	})
}
