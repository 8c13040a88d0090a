package sqlite_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/rungtest"
)

func TestKindCacheConformance(t *testing.T) {
	ledgertest.RunKindCache(t, func(t *testing.T, clock *rungtest.Clock) rung.KindCache {
		return open(t, ledger.Options{Clock: clock})
	})
}
