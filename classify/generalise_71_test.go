package classify

import (
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/rungkit/rung"
	_ "modernc.org/sqlite"
)

// TestGeneralise71 holds the class found by probing past held-out set 71
// (a back-office agent's failures captured live; the set itself had no
// miss on its first run): a SQL client converting a column's value into
// the destination the program gave Scan. The row is what the table holds;
// the destination's type must change (a pointer, sql.Null*, Option), so
// the call is invalid, and the column's name ("locked_by", "deleted_at",
// "expired_at") is a name, not the state of the world.
func TestGeneralise71(t *testing.T) {
	cases := []wordingCase{
		{"scan conversion: database/sql Rows.Scan of a NULL into *string over modernc SQLite (captured live, the job queue's locked_by)", "sqlite", 0, "", `tool queue.exec: sql: Scan error on column index 0, name "locked_by": converting NULL to string is unsupported`, rung.KindInvalid},
		{"scan conversion: database/sql convertAssign of a NULL into *time.Time (go/src/database/sql/convert.go)", "", 0, "", `sql: Scan error on column index 3, name "deleted_at": unsupported Scan, storing driver.Value type <nil> into type *time.Time`, rung.KindInvalid},
		{"scan conversion: database/sql convertAssign of a text into *int64 (convert.go strconvErr)", "go", 0, "", `tool crm.query: sql: Scan error on column index 1, name "amount": converting driver.Value type string ("1,180.00") to a int64: invalid syntax`, rung.KindInvalid},
		{"scan conversion: database/sql over pgx's stdlib driver, a NULL timestamp into *time.Time", "postgres", 0, "", `sql: Scan error on column index 2, name "expired_at": unsupported Scan, storing driver.Value type <nil> into type *time.Time`, rung.KindInvalid},
		{"scan conversion: Rust sqlx Error::ColumnDecode with UnexpectedNullError (sqlx-core error.rs: \"unexpected null; try decoding as an `Option`\")", "", 0, "", "error occurred while decoding column \"locked_until\": unexpected null; try decoding as an `Option`", rung.KindInvalid},
		{"scan conversion: Diesel's UnexpectedNullError (diesel/src/result.rs: \"Unexpected null for non-null column\")", "", 0, "", `Error deserializing field 'blocked_at': Unexpected null for non-null column`, rung.KindInvalid},
		// The same column names in a failure that is about the world keep
		// their reading.
		{"scan conversion (negative): a row lock another session holds (PostgreSQL 55P03, sql-select.html NOWAIT)", "postgres", 0, "", `ERROR: could not obtain lock on row in relation "jobs" (SQLSTATE 55P03)`, rung.KindTransient},
		{"scan conversion (negative): SQLite's busy lock over database/sql (rescode.html#busy)", "sqlite", 0, "", `database is locked (5) (SQLITE_BUSY)`, rung.KindTransient},
	}
	runWordingCases(t, cases)
}

// TestGeneralise71Values reads the class through classify.Error as a Go
// agent hands it over: real database/sql errors from a real modernc SQLite
// file.
func TestGeneralise71Values(t *testing.T) {
	db, err := sql.Open("sqlite", filepath.Join(t.TempDir(), "jobs.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`CREATE TABLE jobs (id INTEGER PRIMARY KEY, invoice_no TEXT NOT NULL, locked_by TEXT, amount TEXT);
		INSERT INTO jobs (invoice_no, amount) VALUES ('INV-2026-0412', '1,180.00')`); err != nil {
		t.Fatal(err)
	}
	var s string
	nullErr := db.QueryRow(`SELECT locked_by FROM jobs WHERE id = 1`).Scan(&s)
	var n int64
	textErr := db.QueryRow(`SELECT amount FROM jobs WHERE id = 1`).Scan(&n)
	for _, err := range []error{nullErr, textErr} {
		if err == nil {
			t.Fatal("the Scan did not fail")
		}
		if got := Error(err); got.Kind != rung.KindInvalid {
			t.Errorf("Error(%q) = %s, want invalid; reason %q", err, got.Kind, got.Reason)
		}
	}
}
