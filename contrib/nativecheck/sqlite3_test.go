package nativecheck

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sqlite3 "github.com/mattn/go-sqlite3"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// openMattn opens a database file with mattn/go-sqlite3. Its busy timeout
// defaults to 5 s: 0 makes a held lock fail at once, as SQLite does
// without a busy handler, so no test waits.
func openMattn(t *testing.T, path, params string) *sql.DB {
	t.Helper()
	dsn := "file:" + path + "?_busy_timeout=0"
	if params != "" {
		dsn += "&" + params
	}
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { db.Close() })
	return db
}

func exec(t *testing.T, db *sql.DB, stmts ...string) {
	t.Helper()
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// mattnErr checks that err is the driver's own sqlite3.Error with the
// extended code want, as SQLite's result code table lists it
// (sqlite.org/rescode.html).
func mattnErr(t *testing.T, err error, want sqlite3.ErrNoExtended) {
	t.Helper()
	var se sqlite3.Error
	if !errors.As(err, &se) {
		t.Fatalf("got %T %v, want a sqlite3.Error", err, err)
	}
	if se.ExtendedCode != want {
		t.Fatalf("extended code %d (%v), want %d", int(se.ExtendedCode), err, int(want))
	}
}

func TestMattnSQLite(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "shop.db")
	db := openMattn(t, path, "_foreign_keys=1")
	exec(t, db,
		`CREATE TABLE customers (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)`,
		`CREATE TABLE items (sku TEXT PRIMARY KEY CHECK (length(sku) = 8), stock INTEGER NOT NULL CONSTRAINT stock_nonnegative CHECK (stock >= 0))`,
		`CREATE TABLE orders (id INTEGER PRIMARY KEY, customer INTEGER NOT NULL REFERENCES customers(id))`,
		`INSERT INTO customers VALUES (1, 'ana@example.com')`,
		`INSERT INTO items VALUES ('SKU00001', 3)`,
	)

	type tc struct {
		name string
		err  func(t *testing.T) error
		code sqlite3.ErrNoExtended
		kind rung.Kind
	}
	execErr := func(q string) func(*testing.T) error {
		return func(*testing.T) error { _, err := db.ExecContext(ctx, q); return err }
	}
	cases := []tc{
		{"unique", execErr(`INSERT INTO customers VALUES (2, 'ana@example.com')`), sqlite3.ErrConstraintUnique, rung.KindConflict},
		{"primary key", execErr(`INSERT INTO customers VALUES (1, 'bo@example.com')`), sqlite3.ErrConstraintPrimaryKey, rung.KindConflict},
		{"not null", execErr(`INSERT INTO customers (id) VALUES (3)`), sqlite3.ErrConstraintNotNull, rung.KindInvalid},
		{"check on a format", execErr(`INSERT INTO items VALUES ('SKU1', 1)`), sqlite3.ErrConstraintCheck, rung.KindInvalid},
		{"check that guards a state", execErr(`UPDATE items SET stock = stock - 5 WHERE sku = 'SKU00001'`), sqlite3.ErrConstraintCheck, rung.KindPremise},
		{"foreign key", execErr(`INSERT INTO orders VALUES (1, 99)`), sqlite3.ErrConstraintForeignKey, rung.KindPremise},
		{"no such column", execErr(`SELECT nickname FROM customers`), sqlite3.ErrNoExtended(sqlite3.ErrError), rung.KindInvalid},
		{"syntax error", execErr(`SELEC 1`), sqlite3.ErrNoExtended(sqlite3.ErrError), rung.KindInvalid},
		{"no such table", execErr(`SELECT * FROM invoices`), sqlite3.ErrNoExtended(sqlite3.ErrError), rung.KindPremise},
		{"busy: another connection holds the write lock", func(t *testing.T) error {
			other := openMattn(t, path, "_txlock=immediate")
			tx, err := other.BeginTx(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback()
			if _, err := tx.Exec(`UPDATE items SET stock = 4`); err != nil {
				t.Fatal(err)
			}
			_, err = db.ExecContext(ctx, `INSERT INTO customers VALUES (5, 'cy@example.com')`)
			return err
		}, sqlite3.ErrNoExtended(sqlite3.ErrBusy), rung.KindTransient},
		{"locked: a statement of this connection still reads the table", func(t *testing.T) error {
			exec(t, db, `CREATE TABLE scratch (n INTEGER)`, `INSERT INTO scratch VALUES (1), (2)`)
			// The pool holds one connection: this test takes it.
			conn, err := db.Conn(ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			rows, err := conn.QueryContext(ctx, `SELECT n FROM scratch`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			rows.Next()
			_, err = conn.ExecContext(ctx, `DROP TABLE scratch`)
			return err
		}, sqlite3.ErrNoExtended(sqlite3.ErrLocked), rung.KindTransient},
		{"readonly: opened read-only", func(t *testing.T) error {
			ro := openMattn(t, path, "mode=ro")
			_, err := ro.ExecContext(ctx, `INSERT INTO customers VALUES (6, 'di@example.com')`)
			return err
		}, sqlite3.ErrNoExtended(sqlite3.ErrReadonly), rung.KindDenied}, // the SQLite read-only ruling (classify/sqlite.go)
		{"cantopen: the directory does not exist", func(t *testing.T) error {
			missing := openMattn(t, filepath.Join(dir, "no-such-dir", "x.db"), "")
			return missing.PingContext(ctx)
		}, sqlite3.ErrNoExtended(sqlite3.ErrCantOpen), rung.KindPremise},
		{"notadb: the file is not a database", func(t *testing.T) error {
			junk := filepath.Join(dir, "notes.db")
			if err := os.WriteFile(junk, []byte(strings.Repeat("these are notes, not a database\n", 200)), 0o600); err != nil {
				t.Fatal(err)
			}
			_, err := openMattn(t, junk, "").ExecContext(ctx, `SELECT count(*) FROM sqlite_master`)
			return err
		}, sqlite3.ErrNoExtended(sqlite3.ErrNotADB), rung.KindPremise},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.err(t)
			mattnErr(t, err, c.code)
			// A tool wraps what the driver returned.
			wrapped := fmt.Errorf("orders tool: %w", err)
			r := classify.Error(wrapped)
			if r.Kind != c.kind {
				t.Errorf("Error(%v) = %v (%s), want %v", err, r.Kind, r.Reason, c.kind)
			}
			if want := resultNames[c.code]; r.Code != want {
				t.Errorf("code %q (%s), want %s", r.Code, r.Reason, want)
			}
			// Protocol sqlite says the extended code was read from the
			// value: from the text alone the protocol would be "go".
			f := (&classify.Chain{}).Classify(&rung.Tool{Name: "orders"}, wrapped)
			if f.Kind != c.kind || f.Protocol != "sqlite" {
				t.Errorf("Chain.Classify = %v/%s, want %v/sqlite", f.Kind, f.Protocol, c.kind)
			}
		})
	}
}

// resultNames are the result codes' names in SQLite's table
// (sqlite.org/rescode.html), the verdict's normalised code.
var resultNames = map[sqlite3.ErrNoExtended]string{
	sqlite3.ErrNoExtended(sqlite3.ErrError):    "SQLITE_ERROR",
	sqlite3.ErrNoExtended(sqlite3.ErrBusy):     "SQLITE_BUSY",
	sqlite3.ErrNoExtended(sqlite3.ErrLocked):   "SQLITE_LOCKED",
	sqlite3.ErrNoExtended(sqlite3.ErrReadonly): "SQLITE_READONLY",
	sqlite3.ErrNoExtended(sqlite3.ErrCantOpen): "SQLITE_CANTOPEN",
	sqlite3.ErrNoExtended(sqlite3.ErrNotADB):   "SQLITE_NOTADB",
	sqlite3.ErrConstraintUnique:                "SQLITE_CONSTRAINT_UNIQUE",
	sqlite3.ErrConstraintPrimaryKey:            "SQLITE_CONSTRAINT_PRIMARYKEY",
	sqlite3.ErrConstraintNotNull:               "SQLITE_CONSTRAINT_NOTNULL",
	sqlite3.ErrConstraintCheck:                 "SQLITE_CONSTRAINT_CHECK",
	sqlite3.ErrConstraintForeignKey:            "SQLITE_CONSTRAINT_FOREIGNKEY",
}
