package rung_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// Two engines (two workers, two processes) that share a ledger and start a
// run in the same millisecond must not share a run id: the id prefixes the
// idempotency keys, so a shared id would hand the second run the first
// run's recorded outcome and its side effect would never happen.
func TestDefaultRunIDsDifferAcrossEngines(t *testing.T) {
	clock := rungtest.NewClock(rungtest.Epoch)
	led := ledger.NewMemory(clock)
	var calls atomic.Int32
	send := rung.Tool{Name: "mail.send", SideEffects: true, Identifying: []string{"to"},
		Call: func(context.Context, map[string]any) (any, error) { calls.Add(1); return "sent", nil }}
	plan := func() *rung.Plan {
		return &rung.Plan{Goal: "welcome", Steps: []rung.Step{{ID: "send", Tool: "mail.send", Args: map[string]any{"to": "a@example.com"}}}}
	}
	ids := map[string]bool{}
	for range 2 {
		e := &rung.Engine{Tools: []rung.Tool{send}, Ledger: led, Clock: clock, Jitter: rungtest.Jitter(1)}
		rep, err := e.Run(context.Background(), plan())
		if err != nil {
			t.Fatal(err)
		}
		ids[rep.RunID] = true
	}
	if len(ids) != 2 {
		t.Errorf("two engines started at one instant got run ids %v; want two distinct ids", ids)
	}
	if calls.Load() != 2 {
		t.Errorf("two runs of the plan sent %d mails, want 2 (one run was handed the other's recorded outcome)", calls.Load())
	}
}
