//go:build !race

// The race detector changes what allocates; CI runs -race, so this check
// runs in plain `go test`.

package bench

import (
	"context"
	"testing"
)

// TestSessionCallAllocs holds the bar the benchmark reports against: a
// successful Session.Call (no ledger, no observers) allocates at most
// twice. failsafe-go's Get allocates 14 times on the same path.
func TestSessionCallAllocs(t *testing.T) {
	call := rungCall(context.Background(), flaky(0))
	if n := testing.AllocsPerRun(1000, func() { _, _ = call() }); n > 2 {
		t.Errorf("Session.Call success path: %v allocations, want at most 2", n)
	}
}
