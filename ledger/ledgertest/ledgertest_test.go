package ledgertest_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/rungtest"
)

// TestMemory runs the suite on the in-memory ledger, the reference every
// driver is held to.
func TestMemory(t *testing.T) {
	ledgertest.Run(t, func(t *testing.T, clock *rungtest.Clock) rung.Ledger { return ledger.NewMemory(clock) })
}

func BenchmarkMemoryClaimComplete(b *testing.B) {
	ledgertest.Bench(b, ledger.NewMemory(nil), 8)
}
