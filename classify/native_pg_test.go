package classify_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/internal/pgtest"
)

// TestErrorPgxNative provokes each failure on a real PostgreSQL through
// pgx and classifies the *pgconn.PgError as a tool returns it, wrapped.
func TestErrorPgxNative(t *testing.T) {
	url := pgtest.URL(t)
	ctx := context.Background()
	connect := func() *pgx.Conn {
		c, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close(context.Background()) })
		return c
	}
	db := connect()
	for _, q := range []string{
		`CREATE TABLE customers (id int PRIMARY KEY)`,
		`CREATE TABLE accounts (
			id int PRIMARY KEY,
			email text CONSTRAINT accounts_email_check CHECK (email LIKE '%@%'),
			balance numeric NOT NULL DEFAULT 0 CONSTRAINT accounts_balance_nonnegative CHECK (balance >= 0),
			customer_id int REFERENCES customers (id))`,
		`CREATE TABLE bookings (room int, during tsrange, CONSTRAINT bookings_no_overlap EXCLUDE USING gist (during WITH &&))`,
		`INSERT INTO customers VALUES (1)`,
		`INSERT INTO accounts (id, email, balance, customer_id) VALUES (1, 'a@example.com', 10, 1), (2, 'b@example.com', 10, 1)`,
		`INSERT INTO bookings VALUES (1, '[2026-01-01 10:00, 2026-01-01 11:00)')`,
	} {
		if _, err := db.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	exec := func(c *pgx.Conn, q string) error {
		_, err := c.Exec(ctx, q)
		if err == nil {
			t.Fatalf("%s: no error", q)
		}
		return fmt.Errorf("tool sql: %w", err)
	}

	cases := []struct {
		name  string
		err   func() error
		state string
		want  rung.Kind
	}{
		{"unique", func() error { return exec(db, `INSERT INTO customers VALUES (1)`) }, "23505", rung.KindConflict},
		{"foreign key", func() error {
			return exec(db, `INSERT INTO accounts (id, email, customer_id) VALUES (3, 'c@example.com', 99)`)
		}, "23503", rung.KindPremise},
		{"check guarding a format", func() error { return exec(db, `INSERT INTO accounts (id, email) VALUES (4, 'not-an-email')`) }, "23514", rung.KindInvalid},
		{"check guarding a state", func() error { return exec(db, `UPDATE accounts SET balance = balance - 100 WHERE id = 1`) }, "23514", rung.KindPremise},
		{"not null", func() error {
			return exec(db, `INSERT INTO accounts (id, email, balance) VALUES (5, 'e@example.com', NULL)`)
		}, "23502", rung.KindInvalid},
		{"exclusion", func() error {
			return exec(db, `INSERT INTO bookings VALUES (1, '[2026-01-01 10:30, 2026-01-01 12:00)')`)
		}, "23P01", rung.KindPremise}, // the exclusion ruling (postgres.go)
		{"undefined function", func() error { return exec(db, `SELECT no_such_function(1)`) }, "42883", rung.KindInvalid},
		{"aborted transaction", func() error {
			tx, err := db.Begin(ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback(ctx)
			if _, err := tx.Exec(ctx, `SELECT 1/0`); err == nil {
				t.Fatal("no division error")
			}
			_, err = tx.Exec(ctx, `SELECT 1`)
			return fmt.Errorf("second statement: %w", err)
		}, "25P02", rung.KindPremise},
		{"object in use", func() error {
			tx, err := db.Begin(ctx)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback(ctx)
			if _, err := tx.Exec(ctx, `DECLARE c CURSOR FOR SELECT * FROM customers`); err != nil {
				t.Fatal(err)
			}
			if _, err := tx.Exec(ctx, `FETCH 1 FROM c`); err != nil {
				t.Fatal(err)
			}
			_, err = tx.Exec(ctx, `DROP TABLE bookings, customers CASCADE`)
			return err
			// The session's own cursor holds the table: the caller's
			// mistake, as the shared sample labels "cannot drop the
			// currently open database".
		}, "55006", rung.KindInvalid},
		{"object in use by other sessions", func() error {
			name := fmt.Sprintf("rung_inuse_%d", time.Now().UnixNano())
			if _, err := db.Exec(ctx, `CREATE DATABASE `+name); err != nil {
				t.Fatal(err)
			}
			cfg, err := pgx.ParseConfig(url)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Database = name
			other, err := pgx.ConnectConfig(ctx, cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer func() {
				other.Close(ctx)
				_, _ = db.Exec(ctx, `DROP DATABASE IF EXISTS `+name)
			}()
			// Another session is connected: it ends its work and leaves
			// (the 55006 ruling, revised after set 947: transient).
			return exec(db, `DROP DATABASE `+name)
		}, "55006", rung.KindTransient},
		{"serialization failure", func() error {
			other := connect()
			tx, err := db.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead})
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback(ctx)
			if _, err := tx.Exec(ctx, `SELECT balance FROM accounts WHERE id = 2`); err != nil {
				t.Fatal(err)
			}
			if _, err := other.Exec(ctx, `UPDATE accounts SET balance = balance + 1 WHERE id = 2`); err != nil {
				t.Fatal(err)
			}
			_, err = tx.Exec(ctx, `UPDATE accounts SET balance = balance + 1 WHERE id = 2`)
			return err
		}, "40001", rung.KindTransient},
		{"deadlock", func() error { return deadlock(t, ctx, connect(), connect()) }, "40P01", rung.KindTransient},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.err()
			var pe *pgconn.PgError
			if !errors.As(err, &pe) || pe.Code != c.state {
				t.Fatalf("provoked %v, want SQLSTATE %s", err, c.state)
			}
			r := classify.Error(err)
			if r.Kind != c.want || r.Code != c.state {
				t.Errorf("Error(%v) = %s code %q (%s), want %s code %s", err, r.Kind, r.Code, r.Reason, c.want, c.state)
			}
			f := (&classify.Chain{}).Classify(nil, err)
			if f.Kind != c.want || f.Protocol != "postgres" || f.Code != c.state || !errors.Is(f, err) {
				t.Errorf("Classify = %s %s/%s, want %s postgres/%s wrapping the error", f.Kind, f.Protocol, f.Code, c.want, c.state)
			}
		})
	}
}

// deadlock makes two transactions wait for each other's row lock: the
// second lock of each closes the cycle, and PostgreSQL aborts one of them
// after deadlock_timeout (set to 10ms here, so the test does not wait the
// default second). The waits are PostgreSQL's, not the test's.
func deadlock(t *testing.T, ctx context.Context, a, b *pgx.Conn) error {
	t.Helper()
	for _, c := range []*pgx.Conn{a, b} {
		if _, err := c.Exec(ctx, `SET deadlock_timeout = '10ms'`); err != nil {
			t.Fatal(err)
		}
	}
	ta, err := a.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer ta.Rollback(ctx)
	tb, err := b.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Rollback(ctx)
	if _, err := ta.Exec(ctx, `UPDATE accounts SET balance = balance WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Exec(ctx, `UPDATE accounts SET balance = balance WHERE id = 2`); err != nil {
		t.Fatal(err)
	}
	errA := make(chan error, 1)
	go func() {
		_, err := ta.Exec(ctx, `UPDATE accounts SET balance = balance WHERE id = 2`)
		errA <- err
	}()
	// b's statement closes the cycle once a waits; until a's lock request
	// is queued, b's would simply wait for a to end. Poll pg_locks (each
	// query a round trip, not a sleep) until a waits.
	for i := 0; ; i++ {
		var waiting bool
		if err := b.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE NOT granted AND pid = $1)`, a.PgConn().PID()).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting {
			break
		}
		if i > 100000 {
			t.Fatal("the first transaction never waited for the lock")
		}
	}
	_, errB := tb.Exec(ctx, `UPDATE accounts SET balance = balance WHERE id = 1`)
	var ea error
	select {
	case ea = <-errA:
	case <-time.After(30 * time.Second):
		t.Fatal("no deadlock reported")
	}
	if errB != nil {
		return errB
	}
	return ea
}
