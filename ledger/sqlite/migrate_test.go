package sqlite_test

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
)

// TestConcurrentOpen: stores opened at once on a fresh file (each its own
// connection, as separate processes would have) all open, and apply each
// migration once. The race on switching a fresh file to WAL lost about
// one round in a hundred, so the test runs many rounds.
func TestConcurrentOpen(t *testing.T) {
	for round := range 100 {
		t.Run(strconv.Itoa(round), testConcurrentOpen)
	}
}

func testConcurrentOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rung.db")
	var wg sync.WaitGroup
	ls := make([]*sqlite.Ledger, 8)
	for i := range ls {
		wg.Go(func() {
			l, err := sqlite.Open(context.Background(), path, ledger.Options{})
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
	if err := ls[0].DB().QueryRow(`SELECT count(*), count(DISTINCT version) FROM rung_schema_migrations`).Scan(&n, &versions); err != nil {
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
	path := filepath.Join(t.TempDir(), "rung.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	v1, err := os.ReadFile("migrations/0001_ledger.sql")
	if err != nil {
		t.Fatal(err)
	}
	lease := time.Now().Add(time.Hour).UnixMicro()
	for _, q := range []string{
		string(v1),
		`CREATE TABLE rung_schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`,
		`INSERT INTO rung_schema_migrations VALUES (1, 'ledger', 0)`,
		`INSERT INTO rung_ledger (key, fingerprint, state, token, landed, lease_until, created_at, updated_at)
			VALUES ('old', 'fp', 'pending', 7, 0, ` + strconv.FormatInt(lease, 10) + `, 1, 1)`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()

	l, err := sqlite.Open(ctx, path, ledger.Options{HolderAlive: func(ledger.Holder) bool { return false }})
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
