package ledger_test

import (
	"testing"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/rungtest"
)

func TestMemoryStepCompleter(t *testing.T) {
	ledgertest.RunStepCompleter(t, func(t *testing.T, clock *rungtest.Clock) ledgertest.StepStore {
		return ledger.NewMemory(clock)
	})
}
