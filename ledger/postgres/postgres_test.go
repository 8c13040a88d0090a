package postgres_test

import (
	"context"
	"testing"
	"time"

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

// keyedClaims is the ledger with every Claim made through ClaimKeyed, so
// that the conformance suite holds ClaimKeyed to Claim's answers.
type keyedClaims struct{ *postgres.Ledger }

func (k keyedClaims) Claim(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	return k.Ledger.ClaimKeyed(ctx, key, fp, lease)
}

func TestConformanceClaimKeyed(t *testing.T) {
	ledgertest.Run(t, func(t *testing.T, clock *rungtest.Clock) rung.Ledger {
		return keyedClaims{open(t, ledger.Options{Clock: clock})}
	})
}
