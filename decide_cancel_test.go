package rung_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// A call cancelled by its caller proves nothing false about the world; the
// caller decided to stop. Decide hands back, even where a reroute or a
// retry would be open to a failure of the same kind.
func TestDecideCallerCancelHandsBack(t *testing.T) {
	for _, err := range []error{
		fmt.Errorf("fetch: %w", context.Canceled),
		fmt.Errorf("rpc error: code = Canceled desc = context canceled"),
	} {
		f := (&classify.Chain{}).Classify(nil, err)
		d := rung.Decide(time.Unix(0, 0), f, rung.StepHistory{Tool: "fetch", Alternatives: []string{"fetch_mirror"}}, rung.RunHistory{}, rung.BudgetState{}, rung.Policy{})
		if d.Action != rung.ActionHandback {
			t.Errorf("Decide on the caller's cancel (%v) = %s (%s), want handback", err, d.Action, d.Reason)
		}
	}
	// A failure that only crossed a process boundary keeps its reason.
	f := &rung.Failure{Kind: rung.KindDenied, Message: "context canceled", Reason: "go: " + rung.ReasonCanceled}
	if d := rung.Decide(time.Unix(0, 0), f, rung.StepHistory{Tool: "fetch", Alternatives: []string{"fetch_mirror"}}, rung.RunHistory{}, rung.BudgetState{}, rung.Policy{}); d.Action != rung.ActionHandback {
		t.Errorf("Decide on a stored cancel = %s (%s), want handback", d.Action, d.Reason)
	}
}
