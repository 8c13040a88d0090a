package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/rungtest"
)

func open(t testing.TB, opts ledger.Options) *sqlite.Ledger {
	t.Helper()
	l, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "rung.db"), opts)
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
