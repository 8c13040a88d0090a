package classify

import "testing"

// First run at 99581f4f: 27/34 overall, 10/16 tricky.
// Tolerated: i1480-busy-snapshot-517: transient vs premise (ruling): SQLITE_BUSY_SNAPSHOT reads transient with "restart the transaction" in its reason (docs/taxonomy.md, sqlite.go); my label read the stale snapshot as the aborted-transaction premise.
// Tolerated: i1480-no-rows-wrapped: ambiguous vs premise (ruling): sql.ErrNoRows reads ambiguous, "nothing found" (docs/taxonomy.md, goerr.go).
// Tolerated: i1480-stmt-closed-after-tx: invalid vs premise (the handle ruling): a closed statement stays invalid; only a closed *sql.DB is premise (docs/taxonomy.md, wording.go).
// Tolerated: i1480-conn-already-closed: invalid vs premise (the handle ruling): a *sql.Conn used after Close (ErrConnDone) stays invalid (docs/taxonomy.md, wording.go).
// Tolerated: i1480-unknown-driver: invalid vs premise (set 45 ruling): an unregistered driver name is a name from the build's fixed vocabulary, invalid (docs/taxonomy.md, wording.go).
// Tolerated: i1480-rows-closed: invalid vs premise (ruling, set 28): "sql: Rows are closed" is the program's call order, invalid (docs/taxonomy.md, sqlclient.go).
// Tolerated: i1480-rows-next-canceled: denied vs ambiguous (ruling): "context canceled" is the caller's own cancel, denied; the text cannot show that rows had already come back (docs/taxonomy.md, goerr.go).
func TestIndependentCases1480(t *testing.T) {
	runIndependent(t, "testdata/independent1480.jsonl", true,
		"i1480-busy-snapshot-517", "i1480-no-rows-wrapped", "i1480-stmt-closed-after-tx",
		"i1480-conn-already-closed", "i1480-unknown-driver", "i1480-rows-closed",
		"i1480-rows-next-canceled")
}

// TestGeneralise1480DDLResult: database/sql's driver.ResultNoRows, the
// Result a driver returns for DDL, refuses LastInsertId and RowsAffected
// ("no LastInsertId available after DDL statement", database/sql/driver
// driver.go). The statement ran; asking its Result for a row id or count is
// a wrong call (invalid), not an empty result. Near misses: an empty query
// result keeps ambiguous, a driver without LastInsertId stays invalid.
func TestGeneralise1480DDLResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ddl-lastinsertid", "go", 0, "", "no LastInsertId available after DDL statement", invalid},
		{"ddl-rowsaffected", "go", 0, "", "no RowsAffected available after DDL statement", invalid},
		{"ddl-rowsaffected-wrapped", "go", 0, "", "create index: no RowsAffected available after DDL statement", invalid},
		{"ddl-rowsaffected-sqlite", "sqlite", 0, "", "no RowsAffected available after DDL statement", invalid},
		{"near-norows", "go", 0, "", "sql: no rows in result set", ambiguous},
		{"near-lastinsertid-driver", "go", 0, "", "LastInsertId is not supported by this driver", invalid},
	})
}

// TestGeneralise1480ModerncOwnWords: modernc.org/sqlite's own texts for
// what SQLite says with a code (the driver's sqlite.go): Conn.IsReadOnly
// given a schema not attached, "not a name of a database on connection:
// 'x'", reads as attach.c's "unknown database x" (premise); its allocator's
// "sqlite: cannot allocate N bytes ..." as SQLITE_NOMEM "out of memory (7)"
// (transient). Near misses: an attached alias in use stays conflict, a
// string too big stays invalid, "database disk image is malformed" premise.
func TestGeneralise1480ModerncOwnWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"isreadonly-unattached", "sqlite", 0, "", "not a name of a database on connection: 'aux'", premise},
		{"isreadonly-unattached-wrapped", "go", 0, "", "check archive: not a name of a database on connection: 'archive'", premise},
		{"alloc-memory", "sqlite", 0, "", "sqlite: cannot allocate 1048576 bytes of memory", transient},
		{"alloc-deserialize", "sqlite", 0, "", "sqlite: cannot allocate 4096 bytes for deserialize", transient},
		{"nomem-code", "sqlite", 0, "7", "out of memory (7)", transient},
		{"near-unknown-db", "sqlite", 0, "1", "SQL logic error: unknown database aux (1)", premise},
		{"near-in-use", "sqlite", 0, "1", "SQL logic error: database aux is already in use (1)", conflict},
		{"near-toobig", "sqlite", 0, "18", "string or blob too big (18)", invalid},
		{"near-corrupt", "sqlite", 0, "11", "database disk image is malformed (11)", premise},
	})
}
