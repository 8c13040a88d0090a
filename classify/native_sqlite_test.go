package classify_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"modernc.org/sqlite"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// TestErrorSQLiteNative provokes each failure on real database files
// through modernc.org/sqlite and classifies the *sqlite.Error, wrapped.
func TestErrorSQLiteNative(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	open := func(t *testing.T, dsn string) *sql.DB {
		db, err := sql.Open("sqlite", dsn)
		if err != nil {
			t.Fatal(err)
		}
		db.SetMaxOpenConns(1)
		t.Cleanup(func() { db.Close() })
		return db
	}
	main := filepath.Join(dir, "main.db")
	db := open(t, "file:"+main+"?_pragma=foreign_keys(1)&_pragma=busy_timeout(0)")
	for _, q := range []string{
		`CREATE TABLE customers (id INTEGER PRIMARY KEY)`,
		`CREATE TABLE items (sku TEXT PRIMARY KEY CHECK (length(sku) = 8), stock INTEGER NOT NULL CHECK (stock >= 0),
			email TEXT UNIQUE, customer_id INTEGER REFERENCES customers (id))`,
		`INSERT INTO customers VALUES (1)`,
		`CREATE TABLE logs (line TEXT)`,
		`INSERT INTO logs VALUES ('a'), ('b')`,
		`INSERT INTO items VALUES ('ABCDEFGH', 5, 'a@example.com', 1)`,
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	exec := func(db *sql.DB, q string) error {
		_, err := db.ExecContext(ctx, q)
		if err == nil {
			t.Fatalf("%s: no error", q)
		}
		return fmt.Errorf("tool sql: %w", err)
	}

	cases := []struct {
		name string
		err  func(t *testing.T) error
		code string // Result.Code
		want rung.Kind
	}{
		{"primary key", func(*testing.T) error { return exec(db, `INSERT INTO items VALUES ('ABCDEFGH', 1, NULL, 1)`) }, "SQLITE_CONSTRAINT_PRIMARYKEY", rung.KindConflict},
		{"unique", func(*testing.T) error {
			return exec(db, `INSERT INTO items VALUES ('ABCDEFGX', 1, 'a@example.com', 1)`)
		}, "SQLITE_CONSTRAINT_UNIQUE", rung.KindConflict},
		{"not null", func(*testing.T) error { return exec(db, `INSERT INTO items VALUES ('ABCDEFGY', NULL, NULL, 1)`) }, "SQLITE_CONSTRAINT_NOTNULL", rung.KindInvalid},
		{"check guarding a format", func(*testing.T) error { return exec(db, `INSERT INTO items VALUES ('SHORT', 1, NULL, 1)`) }, "SQLITE_CONSTRAINT_CHECK", rung.KindInvalid},
		{"check guarding a state", func(*testing.T) error { return exec(db, `UPDATE items SET stock = stock - 10`) }, "SQLITE_CONSTRAINT_CHECK", rung.KindPremise},
		{"foreign key", func(*testing.T) error { return exec(db, `INSERT INTO items VALUES ('ABCDEFGZ', 1, NULL, 99)`) }, "SQLITE_CONSTRAINT_FOREIGNKEY", rung.KindPremise},
		{"SQL logic error", func(*testing.T) error { return exec(db, `SELEC 1`) }, "SQLITE_ERROR", rung.KindInvalid},
		{"no such table", func(*testing.T) error { return exec(db, `SELECT * FROM orders`) }, "SQLITE_ERROR", rung.KindPremise},
		{"busy", func(t *testing.T) error {
			// Another connection holds the write lock; busy_timeout(0)
			// makes this one fail at once instead of waiting.
			holder := open(t, "file:"+main)
			conn, err := holder.Conn(ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			if _, err := conn.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
				t.Fatal(err)
			}
			defer conn.ExecContext(ctx, `ROLLBACK`)
			return exec(db, `INSERT INTO customers VALUES (2)`)
		}, "SQLITE_BUSY", rung.KindTransient},
		{"locked", func(t *testing.T) error {
			// One connection: a table cannot be dropped while a statement
			// of the same connection still reads it (SQLITE_LOCKED).
			conn, err := db.Conn(ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			rows, err := conn.QueryContext(ctx, `SELECT line FROM logs`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			if !rows.Next() {
				t.Fatal("no row")
			}
			_, err = conn.ExecContext(ctx, `DROP TABLE logs`)
			if err == nil {
				t.Fatal("no error")
			}
			return err
		}, "SQLITE_LOCKED", rung.KindTransient},
		{"read-only", func(t *testing.T) error {
			ro := open(t, "file:"+main+"?mode=ro")
			return exec(ro, `INSERT INTO customers VALUES (3)`)
		}, "SQLITE_READONLY", rung.KindDenied}, // a connection opened read-only lacks write permission (the SQLite read-only ruling, sqlite.go)
		{"cannot open", func(t *testing.T) error {
			missing := open(t, "file:"+filepath.Join(dir, "no", "such", "dir", "x.db"))
			return exec(missing, `CREATE TABLE t (x)`)
		}, "SQLITE_CANTOPEN", rung.KindPremise},
		{"not a database", func(t *testing.T) error {
			p := filepath.Join(dir, "notes.db")
			if err := os.WriteFile(p, []byte(strings.Repeat("these are notes, not a database\n", 200)), 0o600); err != nil {
				t.Fatal(err)
			}
			return exec(open(t, "file:"+p), `SELECT * FROM sqlite_master`)
		}, "SQLITE_NOTADB", rung.KindPremise},
		{"corrupt", func(t *testing.T) error {
			p := filepath.Join(dir, "corrupt.db")
			c := open(t, "file:"+p)
			if _, err := c.ExecContext(ctx, `CREATE TABLE t (x TEXT); INSERT INTO t SELECT hex(randomblob(400)) FROM generate_series(1, 50)`); err != nil {
				// generate_series is an extension some builds lack.
				if _, err := c.ExecContext(ctx, `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 50) INSERT INTO t SELECT hex(randomblob(400)) FROM n`); err != nil {
					t.Fatal(err)
				}
			}
			c.Close()
			// Overwrite the table's b-tree pages (page 2 on) with garbage,
			// keeping the header and schema page intact.
			f, err := os.OpenFile(p, os.O_RDWR, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteAt([]byte(strings.Repeat("\xff", 8192)), 4096); err != nil {
				t.Fatal(err)
			}
			f.Close()
			_, err = open(t, "file:"+p).QueryContext(ctx, `SELECT count(*) FROM t WHERE x LIKE '%A%'`)
			if err == nil {
				t.Fatal("no error")
			}
			return err
		}, "SQLITE_CORRUPT", rung.KindPremise},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.err(t)
			var se *sqlite.Error
			if !errors.As(err, &se) {
				t.Fatalf("provoked %v (%T), not a *sqlite.Error", err, err)
			}
			r := classify.Error(err)
			if r.Kind != c.want || r.Code != c.code {
				t.Errorf("Error(%v) [code %d] = %s %q (%s), want %s %s", err, se.Code(), r.Kind, r.Code, r.Reason, c.want, c.code)
			}
			f := (&classify.Chain{}).Classify(nil, err)
			if f.Kind != c.want || f.Protocol != "sqlite" {
				t.Errorf("Classify = %s %s/%s, want %s sqlite", f.Kind, f.Protocol, f.Code, c.want)
			}
		})
	}
}
