package postgres_test

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
)

// TestConcurrentOpen: ledgers opened at once on a fresh schema (each its own
// pool, as separate processes would have) apply each migration once, under
// the advisory lock.
func TestConcurrentOpen(t *testing.T) {
	url := pgtest.URL(t)
	var wg sync.WaitGroup
	ls := make([]*postgres.Ledger, 8)
	for i := range ls {
		wg.Go(func() {
			l, err := postgres.Open(context.Background(), url, ledger.Options{})
			if err != nil {
				t.Error(err)
				return
			}
			ls[i] = l
		})
	}
	wg.Wait()
	for _, l := range ls {
		if l != nil {
			defer l.Close()
		}
	}
	if t.Failed() {
		return
	}
	var n, versions int
	if err := ls[0].Pool().QueryRow(context.Background(), `SELECT count(*), count(DISTINCT version) FROM rung_schema_migrations`).Scan(&n, &versions); err != nil {
		t.Fatal(err)
	}
	if n != versions || n == 0 {
		t.Errorf("rung_schema_migrations holds %d rows for %d versions", n, versions)
	}
}

// TestHolderMigration: a ledger written before holders were recorded
// opens with its rows intact; a pending row without a holder is never
// judged dead, so its lease is waited out as before.
func TestHolderMigration(t *testing.T) {
	ctx := context.Background()
	url := pgtest.URL(t)
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	v1, err := os.ReadFile("migrations/0001_ledger.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		string(v1),
		`CREATE TABLE rung_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
		`INSERT INTO rung_schema_migrations (version, name) VALUES (1, 'ledger')`,
		`INSERT INTO rung_ledger (key, fingerprint, state, token, landed, lease_until, created_at, updated_at)
			VALUES ('old', 'fp', 'pending', 7, false, now() + interval '1 hour', now(), now())`,
	} {
		if _, err := conn.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	conn.Close(ctx)

	l, err := postgres.Open(ctx, url, ledger.Options{HolderAlive: func(ledger.Holder) bool { return false }})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	e, err := l.Get(ctx, "old")
	if err != nil {
		t.Fatal(err)
	}
	if e.Token != 7 || e.State != ledger.EntryPending || e.Holder != nil {
		t.Fatalf("migrated entry = %+v, want token 7, pending, no holder", e)
	}
	c, err := l.Claim(ctx, "old", "fp", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if c.State != rung.ClaimInFlight || c.Holder != "" {
		t.Fatalf("claim of a holderless live lease = %+v, want in flight", c)
	}
}
