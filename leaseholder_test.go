package rung_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// TestEngineInFlightKeySaysWhoHoldsIt: a key held by a live process is
// waited for, and the decision says it waits for that process's lease, not
// for a wait some service asked for.
func TestEngineInFlightKeySaysWhoHoldsIt(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	led := ledger.NewMemory(clock)
	tool := rungtest.Returns("ok").Tool("charge", "order")
	tool.SideEffects, tool.AcceptsIdempotencyKey = true, true
	e := newEngine(clock, tool)
	e.Ledger, e.Lease = led, 10*time.Second
	step := rung.Step{ID: "charge", Tool: "charge", Args: map[string]any{"order": "1"}}
	// This very process holds the key, so it is alive.
	if _, err := led.Claim(context.Background(), "run-1/charge/1", requestFP(t, e, step), 2*time.Second); err != nil {
		t.Fatal(err)
	}
	rep := run(t, e, step)
	diff(t, "actions", []string{"retry charge"}, actions(rep))
	why := rep.Actions[0].Reason
	if strings.Contains(why, "service asked") {
		t.Errorf("decision %q blames a service for the ledger's lease", why)
	}
	want := "the lease on run-1/charge/1 is held by pid " + strconv.Itoa(os.Getpid()) + " on host "
	if !strings.Contains(why, want) || !strings.HasSuffix(why, "and lapses in 2s") {
		t.Errorf("decision %q, want it to say %q ... and lapses in 2s", why, want)
	}
	if rep.Outcome != rung.OutcomeCompleted {
		t.Errorf("outcome %s", rep.Outcome)
	}
}
