package ledger_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/rungtest"
)

func TestMemory(t *testing.T) {
	ledgertest.Run(t, func(t *testing.T, clock *rungtest.Clock) rung.Ledger { return ledger.NewMemory(clock) })
}
