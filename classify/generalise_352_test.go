package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases352 runs held-out set 352: SQLite (modernc), Go os and net/http failures, captured live, labelled blind.
// First run at 21130f9: 28/30 overall, 12/14 tricky.
// i352-sqlite-readonly-file passes since the SQLite read-only ruling, revised (sqlite.go).
func TestIndependentCases352(t *testing.T) {
	runIndependent(t, "testdata/independent352.jsonl", true)
}

// TestGeneralise352 checks a SQLite result code carried as a name and its
// number in one Code field, or as a primary Code beside the extended
// "(N)" in the text: the extended code decides, with near misses.
func TestGeneralise352(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python name and number", "sqlite", 0, "SQLITE_READONLY_DIRECTORY (1544)", "sqlite3.OperationalError: attempt to write a readonly database", rung.KindDenied},
		{"number then name", "sqlite", 0, "1544 SQLITE_READONLY_DIRECTORY", "attempt to write a readonly database", rung.KindDenied},
		{"primary errno, extended in text", "sqlite", 0, "8", "tool notes.add: attempt to write a readonly database (1544)", rung.KindDenied},
		{"primary name, extended in text", "", 0, "SQLITE_READONLY", "attempt to write a readonly database (1544)", rung.KindDenied},
		{"recovery name colon number", "sqlite", 0, "SQLITE_READONLY_RECOVERY: 264", "attempt to write a readonly database", rung.KindTransient},
		{"cantlock number name", "sqlite", 0, "520 (SQLITE_READONLY_CANTLOCK)", "attempt to write a readonly database", rung.KindTransient},
		{"dbmoved name and number", "sqlite", 0, "SQLITE_READONLY_DBMOVED(1032)", "attempt to write a readonly database", rung.KindPremise},
		// Near misses: the primary code alone keeps the read-only ruling
		// (premise), and a number of another primary code does not
		// replace the name.
		{"primary name and number", "sqlite", 0, "SQLITE_READONLY (8)", "attempt to write a readonly database (8)", rung.KindDenied},
		{"primary errno alone", "sqlite", 0, "8", "attempt to write a readonly database", rung.KindDenied},
		{"number of another primary", "sqlite", 0, "SQLITE_READONLY 2067", "attempt to write a readonly database", rung.KindDenied},
		{"busy name and number", "sqlite", 0, "SQLITE_BUSY (5)", "database is locked", rung.KindTransient},
	})
}
