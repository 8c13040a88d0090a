package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases143 runs held-out set 143: 35 failures captured live
// on one machine from a local-first agent's tools, SQLite through
// modernc.org/sqlite v1.62.0 (WAL and rollback-journal locking between two
// processes, SQLITE_LOCKED on one connection, a busy snapshot, STRICT, CHECK,
// NOT NULL, UNIQUE, PRIMARY KEY and FOREIGN KEY constraints, triggers'
// RAISE(ABORT/FAIL/ROLLBACK), a generated column, malformed JSON, FTS5 query
// syntax, missing tables, a schema changed under a prepared statement, a
// missing ATTACH, read-only files, directories and mode=ro handles as uid
// nobody, a truncated file, a non-database file, max_page_count, too many
// variables, database/sql ErrTxDone, a deadline mid-query) and Go's os
// (ENOENT, EEXIST with O_EXCL, ENOTEMPTY, ENOTDIR, EACCES as nobody, ENOSPC
// on a 256 KiB tmpfs), labelled blind from rescode.html and the Go sources.
// First run at 301b113: 31/35 overall, 10/12 tricky. No miss was the
// classifier's by class; fixed by class beside them: SQLite's SQLITE_ERROR
// name before its message ("SQL logic error: ...", modernc's and
// ncruces/go-sqlite3's err.Error()) passed on in an MCP isError result reads
// as the SQLite preset reads it, and without a number it is SQLITE_ERROR
// (toolquotes.go sqliteMessageWords, sqlite.go sqlitePreset).
// Tolerated:
//   - i143-json-malformed: first-run miss, right since the JSON ruling
//     (sqlite.go).
//   - i143-readonly-file-mode, i143-readonly-mode-ro-uri: premise vs
//     denied; the read-only ruling reads SQLITE_READONLY (8) as premise
//     (sqlite.go, docs/taxonomy.md); READONLY_DIRECTORY stays denied.
//   - (i143-tx-done, tolerated here first, is premise since the transaction
//     ruling, docs/taxonomy.md.)
func TestIndependentCases143(t *testing.T) {
	runIndependent(t, "testdata/independent143.jsonl", true)
}

// TestGeneralise143SQLiteLogicError: SQLite's SQLITE_ERROR texts as Go
// bindings write them (sqlite3ErrStr's "SQL logic error" before the
// message), passed on by an MCP tool or bare, read as the SQLite preset
// reads them; texts that are not SQLite's keep their kind.
func TestGeneralise143SQLiteLogicError(t *testing.T) {
	rpc := func(text string) string {
		return `{"jsonrpc": "2.0", "id": 4, "result": {"content": [{"type": "text", "text": "` + text + `"}], "isError": true}}`
	}
	for _, tc := range []struct {
		in   Input
		want rung.Kind
	}{
		// ncruces/go-sqlite3 error_test.go: err.Error() == `sqlite3: SQL logic error: incomplete input`.
		{Input{Protocol: "mcp", Code: "isError", Message: "sqlite3: SQL logic error: incomplete input"}, invalid},
		// A Go app on ncruces/go-sqlite3 whose schema was never created (its own log).
		{Input{Protocol: "mcp", Code: "isError", Message: rpc("sqlite3: SQL logic error: no such table: application_state")}, premise},
		// A migration rollback on ncruces/go-sqlite3: the index it drops is not there (build.c "no such index").
		{Input{Message: "sqlite3: SQL logic error: no such index: users_users_deleted_at_index_index"}, premise},
		// modernc.org/sqlite through a go-sdk server: UPDATE of a generated column (gencol.html).
		{Input{Protocol: "mcp", Code: "isError", Message: `SQL logic error: cannot UPDATE generated column "total" (1)`}, invalid},
		// modernc.org/sqlite: insert.c "table %S has %d columns but %d values were supplied".
		{Input{Protocol: "mcp", Code: "isError", Message: rpc("SQL logic error: table tasks has 5 columns but 3 values were supplied (1)")}, invalid},
		// modernc.org/sqlite: vdbe.c COMMIT with no transaction open (set 19 labels it invalid).
		{Input{Protocol: "mcp", Code: "isError", Message: "tool tasks.commit: SQL logic error: cannot commit - no transaction is active (1)"}, premise}, // the transaction ruling
		// modernc.org/sqlite: CREATE TABLE of one that exists.
		{Input{Protocol: "mcp", Code: "isError", Message: rpc("SQL logic error: table tasks already exists (1)")}, conflict},
		// Near misses that keep their kind.
		{Input{Protocol: "mcp", Code: "isError", Message: "SQL logic error: no such table: notes (1)"}, premise},
		{Input{Protocol: "mcp", Code: "isError", Message: `SQL logic error: near "SELEC": syntax error (1)`}, invalid},
		{Input{Protocol: "mcp", Code: "isError", Message: "SQL logic error: no such column: titel (1)"}, invalid},
		{Input{Protocol: "mcp", Code: "isError", Message: rpc("Parent directory does not exist: /home/user/project/src/new")}, premise},
		{Input{Protocol: "sqlite", Code: "SQLITE_BUSY_SNAPSHOT", Message: "database is locked (517)"}, transient},
		{Input{Protocol: "sqlite", Code: "SQLITE_READONLY_DIRECTORY", Message: "attempt to write a readonly database (1544)"}, denied},
	} {
		if got := Classify(tc.in); got.Kind != tc.want {
			t.Errorf("%q (%s): got %s (%s), want %s", tc.in.Message, tc.in.Protocol, got.Kind, got.Reason, tc.want)
		}
	}
}
