package ledgertest_test

import (
	"context"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/rungtest"
)

func TestMemoryKindCache(t *testing.T) {
	ledgertest.RunKindCache(t, func(t *testing.T, clock *rungtest.Clock) rung.KindCache {
		return ledger.NewMemory(clock)
	})
}

func TestKindMemory(t *testing.T) {
	ledgertest.RunKindCache(t, func(t *testing.T, clock *rungtest.Clock) rung.KindCache {
		return &fixedNow{&ledger.KindMemory{}, clock}
	})
}

// fixedNow gives a bare KindMemory the clock a ledger would: KindMemory
// itself keeps the time it is given.
type fixedNow struct {
	*ledger.KindMemory
	clock *rungtest.Clock
}

func (f *fixedNow) StoreKind(ctx context.Context, e rung.KindEntry) error {
	if e.At.IsZero() {
		e.At = f.clock.Now()
	}
	return f.KindMemory.StoreKind(ctx, e)
}
