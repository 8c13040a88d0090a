package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases248 runs held-out set 248: 35 live captures (13 tricky) of SQLite as an
// agent's local store through modernc.org/sqlite v1.62.0 and database/sql (err.Error(); protocol
// sqlite with the extended result code, go for database/sql and driver errors): SQLITE_FULL from
// max_page_count and a 256 KiB tmpfs, SQLITE_TOOBIG, SQLITE_MISMATCH on INTEGER PRIMARY KEY,
// STRICT and generated columns, trigger RAISE(FAIL/ROLLBACK), FTS5 and JSON1 errors, ON DELETE
// RESTRICT and deferred foreign keys at COMMIT, savepoints, VACUUM/BEGIN inside a transaction,
// COMMIT after an interrupted statement, CANTOPEN and ATTACH of missing directories, a damaged
// page, a file unlinked under the connection, a context deadline, database/sql's no rows and
// argument conversion; labelled blind from sqlite.org's docs and the dev sample.
// First run at 449dc00: 33/35 overall, 11/13 tricky. Fixed by class (reservedvalue.go,
// TestGeneralise248): an application's RAISE that a value or name the call chose is reserved
// ("ids above 100 are reserved") read as a quantity set aside (guardsState's "reserved"); now
// invalid, before guardsState, in appMessage and raisedWords.
// i248-commit-after-interrupt, tolerated at first, is premise since the transaction ruling
// covers SQLite's "no transaction is active" (sqlite.go; labels tie 4:4, every writer since set 100 premise).
func TestIndependentCases248(t *testing.T) {
	runIndependent(t, "testdata/independent248.jsonl", true)
}

// TestGeneralise248 checks an application's "this value is reserved" refusal in other engines'
// and authors' words, with near misses where "reserved" is a quantity or a thing already taken.
func TestGeneralise248(t *testing.T) {
	I, P := rung.KindInvalid, rung.KindPremise
	runWordingCases(t, []wordingCase{
		// SQLite trigger RAISE(ABORT, ...) (SQLITE_CONSTRAINT_TRIGGER), modernc's rendering.
		{"sqlite trigger reserved username", "sqlite", 0, "1811", "constraint failed: username admin is reserved (1811)", I},
		// PostgreSQL PL/pgSQL RAISE EXCEPTION (P0001) through pgx.
		{"pg raise reserved prefix", "postgres", 0, "P0001", "ERROR: tag prefix sys_ is reserved for system tags (SQLSTATE P0001)", I},
		// MySQL SIGNAL SQLSTATE '45000' through go-sql-driver/mysql.
		{"mysql signal reserved numbers", "", 0, "", "Error 1644 (45000): order numbers below 1000 are reserved", I},
		// A trigger naming a reserved word (an application's own list of keywords).
		{"sqlite trigger reserved word", "sqlite", 0, "1811", "constraint failed: 'default' is a reserved name for workspaces (1811)", I},
		// Near misses: a quantity set aside or a thing already taken stays the world's state.
		{"sqlite trigger stock reserved", "sqlite", 0, "1811", "constraint failed: quantity exceeds stock not yet reserved (1811)", P},
		{"sqlite check reserved le on hand", "sqlite", 0, "275", "constraint failed: CHECK constraint failed: qty_reserved <= qty_on_hand (275)", P},
		{"pg raise seats reserved", "postgres", 0, "P0001", "ERROR: all seats on flight 212 are reserved (SQLSTATE P0001)", P},
	})
}
