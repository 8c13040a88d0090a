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

// TestEngineResumeAfterHolderDied: a key whose live lease is held by a
// process on this host that no longer runs (killed with -9 mid-call) is
// taken over at once, as a replay behind the same key: no virtual time
// passes waiting for the dead process's lease.
func TestEngineResumeAfterHolderDied(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	killed := ledger.Holder{Host: ledger.ThisProcess().Host, PID: 4242, Started: clock.Now().Add(-time.Hour)}
	led := ledger.NewMemoryStore(ledger.Options{Clock: clock, Holder: killed,
		HolderAlive: func(h ledger.Holder) bool { return h.PID != killed.PID }})
	charge := rungtest.Returns("ok")
	tool := charge.Tool("charge", "order")
	tool.SideEffects, tool.AcceptsIdempotencyKey = true, true
	e := newEngine(clock, tool)
	e.Ledger = led
	step := rung.Step{ID: "charge", Tool: "charge", Args: map[string]any{"order": "1"}}
	// The killed run claimed the key for a minute and died in the call.
	if _, err := led.Claim(context.Background(), "run-1/charge/1", requestFP(t, e, step), time.Minute); err != nil {
		t.Fatal(err)
	}
	start, before := clock.Now(), len(charge.Calls())
	rep := run(t, e, step)
	diff(t, "actions", []string(nil), actions(rep))
	if rep.Outcome != rung.OutcomeCompleted {
		t.Errorf("outcome %s", rep.Outcome)
	}
	if waited := clock.Now().Sub(start); waited != 0 {
		t.Errorf("the resume waited %v for a dead holder's lease", waited)
	}
	calls := charge.Calls()[before:]
	if len(calls) != 1 || calls[0].Key != "run-1/charge/1" {
		t.Errorf("calls %+v, want one replay behind run-1/charge/1", calls)
	}
}
