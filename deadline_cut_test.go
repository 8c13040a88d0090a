package rung_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// pqCancelText is what lib/pq returns when the context of a statement
// ends: it sends PostgreSQL a CancelRequest and hands back the server's
// 57014, worded as a user's cancel whether the context was cancelled or
// ran out of time.
const pqCancelText = "pq: canceling statement due to user request"

// cancelWords reads pqCancelText the way package classify does: the
// caller's own cancellation (denied, hand back).
type cancelWords struct{}

func (cancelWords) Classify(_ *rung.Tool, err error) *rung.Failure {
	if !strings.Contains(err.Error(), "due to user request") {
		return nil
	}
	f := rung.Denied(err)
	f.Reason = "postgres 57014: " + rung.ReasonCanceled
	return f
}

// slowThenOK is a tool whose first call runs until its attempt's deadline
// and reports what lib/pq reports at that instant; later calls succeed at
// once. early makes the first call fail at once with the same words. Its
// words and the deadline arrive together, so before the fix which of the
// two the attempt saw first was up to the scheduler (about half the runs
// handed the call back as cancelled).
func slowThenOK(calls *atomic.Int32, early bool) rung.Tool {
	return rung.Tool{Name: "report_query", Timeout: 2 * time.Second, Call: func(ctx context.Context, _ map[string]any) (any, error) {
		if calls.Add(1) > 1 {
			return "rows", nil
		}
		if !early {
			// Return at the deadline's instant, as a driver that cancels
			// on it does: the words and the deadline arrive together.
			dl, _ := ctx.Deadline()
			time.Sleep(time.Until(dl))
		}
		return nil, errors.New(pqCancelText)
	}}
}

// TestSessionAttemptDeadlineIsATimeout: a tool that rung's own attempt
// deadline stopped, and that words it as a user's cancel, failed by a
// timeout: retried, not handed back as though someone had chosen to stop.
func TestSessionAttemptDeadlineIsATimeout(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var calls atomic.Int32
		tool := slowThenOK(&calls, false)
		s := newSession(rungtest.NewClock(time.Time{}), rung.SessionOptions{Classifier: cancelWords{}})
		out, err := s.Call(context.Background(), &tool, map[string]any{"q": "totals"})
		if err != nil || out != "rows" || calls.Load() != 2 {
			t.Fatalf("out %v, err %v after %d calls; want the timeout retried", out, err, calls.Load())
		}
	})
}

// TestSessionCancelBeforeDeadlineStaysCancel is the near miss: the same
// words before the deadline passed are the caller's (or the server's)
// cancel, and keep their reading.
func TestSessionCancelBeforeDeadlineStaysCancel(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var calls atomic.Int32
		tool := slowThenOK(&calls, true)
		s := newSession(rungtest.NewClock(time.Time{}), rung.SessionOptions{Classifier: cancelWords{}})
		_, err := s.Call(context.Background(), &tool, map[string]any{"q": "totals"})
		v, ok := rung.AsVerdict(err)
		if !ok || v.Kind != rung.KindDenied || calls.Load() != 1 {
			t.Fatalf("verdict %+v after %d calls; want the cancel handed back, not retried", v, calls.Load())
		}
	})
}

// TestEngineAttemptDeadlineIsATimeout is the engine's side of the same
// mechanism: the run completes after one retry.
func TestEngineAttemptDeadlineIsATimeout(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var calls atomic.Int32
		e := newEngine(rungtest.NewClock(time.Time{}), slowThenOK(&calls, false))
		e.Classifier = cancelWords{}
		rep, err := e.Run(context.Background(), &rung.Plan{Goal: "totals", Steps: []rung.Step{{ID: "q", Tool: "report_query"}}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Outcome != rung.OutcomeCompleted || calls.Load() != 2 {
			t.Fatalf("after %d calls: %s", calls.Load(), rep.Text())
		}
		if got := actions(rep); len(got) == 0 || got[0] != "retry q" {
			t.Errorf("actions %v, want a retry of q", got)
		}
	})
}

// TestEngineSideEffectCutByDeadlineIsNotRerun: a write the deadline
// stopped may have landed; read as a timeout, it follows the side-effect
// rules (no blind rerun without a key), never the cancel's hand-back
// alone, and never a second call of a tool that takes no key.
func TestEngineSideEffectCutByDeadlineIsNotRerun(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var calls atomic.Int32
		tool := slowThenOK(&calls, false)
		tool.Name, tool.SideEffects = "post_ledger_entry", true
		e := newEngine(rungtest.NewClock(time.Time{}), tool)
		e.Classifier = cancelWords{}
		rep, err := e.Run(context.Background(), &rung.Plan{Goal: "post", Steps: []rung.Step{{ID: "p", Tool: "post_ledger_entry"}}})
		if err != nil && rep == nil {
			t.Fatal(err)
		}
		if calls.Load() != 1 {
			t.Fatalf("a side effect the deadline stopped was called %d times: %s", calls.Load(), rep.Text())
		}
		if rep.Outcome == rung.OutcomeCompleted {
			t.Fatalf("the run completed though the write's outcome is unknown: %s", rep.Text())
		}
	})
}
