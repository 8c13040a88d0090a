package ledgertest_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger/ledgertest"
)

// TestMemoryHealth runs the fleet-health suite on the in-memory Health, the
// reference the SQL drivers are held to.
func TestMemoryHealth(t *testing.T) {
	ledgertest.RunHealth(t, func(t *testing.T, n int) []rung.Health {
		h := rung.NewMemoryHealth()
		hs := make([]rung.Health, n)
		for i := range hs {
			hs[i] = h
		}
		return hs
	})
}

func BenchmarkMemoryHealth(b *testing.B) {
	ledgertest.BenchHealth(b, rung.NewMemoryHealth(), 8)
}
