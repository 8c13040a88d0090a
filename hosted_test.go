package rung_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// TestKeyedCallForHostRetries: a host that re-delivers a call (Temporal)
// gets the stored outcome, waits out a live lease left by a delivery that
// died, and is refused a blind resend of an unknown outcome.
func TestKeyedCallForHostRetries(t *testing.T) {
	clock := rungtest.NewClock(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
	l := ledger.NewMemory(clock)
	tool := &rung.Tool{Name: "charge", SideEffects: true}
	kc := rung.KeyedCall{Ledger: l, Tool: tool, Key: "wf/1", Lease: 30 * time.Second, Clock: clock}
	args := map[string]any{"order": "42"}
	calls := 0
	charge := func(ctx context.Context) (any, error) {
		calls++
		if rung.IdempotencyKey(ctx) != "wf/1" {
			t.Errorf("key in ctx = %q", rung.IdempotencyKey(ctx))
		}
		return map[string]any{"id": "ch_1"}, nil
	}
	if r := kc.Run(context.Background(), args, charge); r.Status != rung.KeyedCalled || r.Failure != nil {
		t.Fatalf("first = %+v", r)
	}
	r := kc.Run(context.Background(), args, charge)
	if r.Status != rung.KeyedStored || calls != 1 || r.Output.(map[string]any)["id"] != "ch_1" {
		t.Fatalf("re-delivery = %+v after %d calls, want the stored outcome", r, calls)
	}

	// A delivery that dies during the call leaves a live lease.
	died := rung.KeyedCall{Ledger: l, Tool: tool, Key: "wf/2", Lease: 30 * time.Second, Clock: clock}
	func() {
		defer func() { recover() }()
		died.Run(context.Background(), args, func(context.Context) (any, error) { panic("worker killed") })
	}()
	r = died.Run(context.Background(), args, charge)
	if r.Status != rung.KeyedInFlight || r.Failure.Reason != rung.ReasonLeaseHeld || r.Failure.RetryAfter != 30*time.Second {
		t.Fatalf("delivery during the lease = %+v", r)
	}
	clock.Advance(31 * time.Second)
	r = died.Run(context.Background(), args, charge)
	if r.Status != rung.KeyedUnreconciled || calls != 1 || !strings.Contains(r.Failure.Message, "wf/2") {
		t.Fatalf("delivery after the lease = %+v, %d calls; want no call and the key named", r, calls)
	}

	v := rung.NewVerdict(tool, rung.Premise(errors.New("no such customer")), rung.Decision{Action: rung.ActionReplan, Rule: rung.RuleKind}, "", 1, "")
	if v.Kind != rung.KindPremise || v.Next != rung.NextDontRepeat || v.Message != "no such customer" {
		t.Errorf("verdict = %+v", v)
	}
}
