package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/ledger/sqlite"
)

// TestHealthConformance runs the fleet-health suite with n handles that each
// open the one file on their own connection, as n processes of a machine do.
func TestHealthConformance(t *testing.T) {
	ledgertest.RunHealth(t, func(t *testing.T, n int) []rung.Health {
		path := filepath.Join(t.TempDir(), "rung.db")
		hs := make([]rung.Health, n)
		for i := range hs {
			l, err := sqlite.Open(context.Background(), path, ledger.Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { l.Close() })
			hs[i] = l.Health()
		}
		return hs
	})
}

func BenchmarkHealth(b *testing.B) {
	l, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "rung.db"), ledger.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	ledgertest.BenchHealth(b, l.Health(), 8)
}
