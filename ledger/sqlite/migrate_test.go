package sqlite_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
)

// TestConcurrentOpen: stores opened at once on a fresh file (each its own
// connection, as separate processes would have) apply each migration once.
func TestConcurrentOpen(t *testing.T) {
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
