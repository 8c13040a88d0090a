package postgres_test

import (
	"strconv"
	"testing"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
)

// BenchmarkClaimComplete: 1, 8 and 32 goroutines claiming and completing
// fresh keys (TEST_DATABASE_URL).
//
//	go test -run '^$' -bench ClaimComplete -benchtime 10000x ./ledger/postgres/
func BenchmarkClaimComplete(b *testing.B) {
	for _, workers := range []int{1, 8, 32} {
		b.Run("workers="+strconv.Itoa(workers), func(b *testing.B) {
			l := open(b, ledger.Options{})
			ledgertest.Bench(b, l, workers)
		})
	}
}
