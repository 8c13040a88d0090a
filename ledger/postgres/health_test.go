package postgres_test

import (
	"context"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/ledger/postgres"
)

// TestHealthConformance runs the fleet-health suite with n handles that each
// open their own pool on one schema, as n worker machines do.
func TestHealthConformance(t *testing.T) {
	ledgertest.RunHealth(t, func(t *testing.T, n int) []rung.Health {
		url := pgtest.URL(t)
		hs := make([]rung.Health, n)
		for i := range hs {
			l, err := postgres.Open(context.Background(), url, ledger.Options{})
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
	l, err := postgres.Open(context.Background(), pgtest.URL(b), ledger.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	ledgertest.BenchHealth(b, l.Health(), 8)
}
