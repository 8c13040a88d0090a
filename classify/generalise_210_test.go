package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases210 runs held-out set 210: 35 live failures (20 tricky) of SQLite as an
// agent's memory store, through modernc.org/sqlite v1.62.0 and database/sql (err.Error(), the
// extended result code from *sqlite.Error): constraints, STRICT and rowid types, skipped and
// repeated migrations, LLM-written SQL, trigger RAISE, max_page_count, damaged files, read-only
// files and directories as uid nobody, SQLITE_BUSY after busy_timeout, transactions, JSON, FTS5,
// generated columns and database/sql's own errors; labelled blind from sqlite.org's result-code
// and language docs and the Go sources.
// First run at 190197a: 30/35 overall, 15/20 tricky. Fixed by class: an application's own
// message (a trigger's RAISE, P0001, SIGNAL 45000) that an argument exceeds a stated length in
// characters, bytes, words or tokens is invalid, not an account's limit (lengthlimit.go).
// Tolerated:
//   - i210-readonly-file-permission: premise vs denied; plain SQLITE_READONLY text is the same for mode=ro and file permissions, and sqlite.go reads it premise per sets 108-123, 181, 190.
func TestIndependentCases210(t *testing.T) {
	runIndependent(t, "testdata/independent210.jsonl", true)
}

// TestGeneralise210 guards the length-over-limit class on other software's wording of an
// application's own validation message, with neighbours that must keep their kind.
func TestGeneralise210(t *testing.T) {
	cases := []wordingCase{
		// SQLite trigger (lang_createtrigger.html RAISE(ABORT, msg)) with a byte length, modernc Error(): "constraint failed: <msg> (1811)"
		{"length: sqlite trigger, bytes", "sqlite", 0, "1811", "constraint failed: attachment exceeds 1048576 bytes (1811)", rung.KindInvalid},
		// SQLite trigger naming the maximum length
		{"length: sqlite trigger, maximum length", "sqlite", 0, "1811", "constraint failed: title exceeds the maximum length of 120 characters (1811)", rung.KindInvalid},
		// PostgreSQL PL/pgSQL RAISE EXCEPTION (plpgsql-errors-and-messages.html), pgx PgError.Error()
		{"length: pg RAISE EXCEPTION", "postgres", 0, "P0001", "ERROR: comment exceeds 500 characters (SQLSTATE P0001)", rung.KindInvalid},
		// PostgreSQL RAISE with "the limit of": the lone word "limit" must not read as an account's limit
		{"length: pg RAISE, limit of N characters", "postgres", 0, "P0001", "ERROR: note exceeds the limit of 2000 characters (SQLSTATE P0001)", rung.KindInvalid},
		// MySQL SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT (signal.html), go-sql-driver/mysql MySQLError.Error(): "Error 1644 (45000): <msg>"
		{"length: mysql SIGNAL 45000", "", 0, "", "Error 1644 (45000): bio must not exceed 280 chars", rung.KindInvalid},
		// SQLite trigger counting tokens for an LLM prompt column
		{"length: sqlite trigger, tokens", "sqlite", 0, "1811", "constraint failed: prompt exceeded 8192 tokens (1811)", rung.KindInvalid},
		// near-miss: a trigger's account limit stays premise (appOnlyWords "limit")
		{"near-miss: daily limit", "sqlite", 0, "1811", "constraint failed: daily limit exceeded (1811)", rung.KindPremise},
		// near-miss: a quantity the world holds stays premise (guardsState / appStateWords)
		{"near-miss: balance", "sqlite", 0, "1811", "constraint failed: withdrawal exceeds balance (1811)", rung.KindPremise},
		// near-miss: a count of objects, no length unit
		{"near-miss: count of sessions", "sqlite", 0, "1811", "constraint failed: user exceeds the limit of 5 active sessions (1811)", rung.KindPremise},
		// near-miss: an account's storage quota in bytes stays with the quota wording
		{"near-miss: storage quota", "postgres", 0, "P0001", "ERROR: upload exceeds your storage quota of 10 GB (SQLSTATE P0001)", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
