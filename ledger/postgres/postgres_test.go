package postgres_test

import (
	"context"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/rungtest"
)

func open(t testing.TB, opts ledger.Options) *postgres.Ledger {
	t.Helper()
	l, err := postgres.Open(context.Background(), pgtest.URL(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

func TestConformance(t *testing.T) {
	ledgertest.Run(t, func(t *testing.T, clock *rungtest.Clock) rung.Ledger {
		return open(t, ledger.Options{Clock: clock})
	})
}

func TestAdminConformance(t *testing.T) {
	ledgertest.RunAdmin(t, func(t *testing.T, opts ledger.Options) ledgertest.AdminLedger {
		return open(t, opts)
	})
}

func TestRunsConformance(t *testing.T) {
	ledgertest.RunRuns(t, func(t *testing.T, clock *rungtest.Clock) ledger.RunStore {
		return open(t, ledger.Options{Clock: clock})
	})
}
