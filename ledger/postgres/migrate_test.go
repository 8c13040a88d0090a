package postgres_test

import (
	"context"
	"sync"
	"testing"

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
