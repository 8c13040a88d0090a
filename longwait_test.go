package rung_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// A write answered 429 with an hour's Retry-After: with MaxInlineWait the
// run stops instead of sleeping, says when to come back, and Resume at that
// moment sends the write once more behind the same key and skips the step
// that was done.
func TestMaxInlineWaitStopsAndResumes(t *testing.T) {
	start := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	clock := rungtest.NewClock(start)
	store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	defer store.Close()
	export := rungtest.Returns(map[string]any{"rows": 3})
	var keys []string
	upload := rungtest.Func(func(n int, _ map[string]any) (any, error) {
		if n == 1 {
			return nil, rung.RetryAfter(time.Hour, errors.New("http 429: slow down"))
		}
		return map[string]any{"ok": true}, nil
	})
	up := upload.Tool("upload")
	up.SideEffects, up.AcceptsIdempotencyKey = true, true
	inner := up.Call
	up.Call = func(ctx context.Context, args map[string]any) (any, error) {
		keys = append(keys, rung.IdempotencyKey(ctx))
		return inner(ctx, args)
	}
	e := &rung.Engine{
		Tools: []rung.Tool{export.Tool("export"), up}, Ledger: store, Checkpoints: durable.New(store),
		Clock: clock, RunID: "r1", MaxInlineWait: time.Minute, Jitter: func() float64 { return 0.999999 },
	}
	plan := &rung.Plan{Goal: "export and upload", Steps: []rung.Step{
		{ID: "export", Tool: "export"},
		{ID: "upload", Tool: "upload", Args: map[string]any{"rows": "${export.rows}"}},
	}}
	rep, err := e.Run(context.Background(), plan)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeHandback || rep.Rule != rung.RuleLongWait {
		t.Fatalf("outcome %s rule %s (%s), want handback %s", rep.Outcome, rep.Rule, rep.Reason, rung.RuleLongWait)
	}
	if got := rep.ResumeAt.Sub(start); got < 59*time.Minute || got > time.Hour {
		t.Errorf("ResumeAt is %v after the start, want the hour's Retry-After", got)
	}
	if !clock.Now().Equal(start) {
		t.Errorf("the run slept %v in place", clock.Now().Sub(start))
	}
	if len(rep.Options) != 1 || !strings.Contains(rep.Options[0], "rung resume r1") {
		t.Errorf("options %q do not say how to resume", rep.Options)
	}
	clock.Advance(rep.ResumeAt.Sub(clock.Now()))
	rep, err = e.Resume(context.Background(), "r1", plan)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("resumed run ended %s (%s: %s)", rep.Outcome, rep.Rule, rep.Reason)
	}
	if !rep.ResumeAt.IsZero() {
		t.Errorf("a completed run has ResumeAt %v", rep.ResumeAt)
	}
	if export.Count() != 1 || upload.Count() != 2 {
		t.Errorf("export called %d times, upload %d; want 1 and 2", export.Count(), upload.Count())
	}
	if len(keys) != 2 || keys[0] != keys[1] || keys[0] == "" {
		t.Errorf("upload keys %q: the resumed write must go behind the first one's key", keys)
	}
}

// Waits within MaxInlineWait, and every wait when it is zero, are slept in
// place as before.
func TestMaxInlineWaitShortWaitsSleep(t *testing.T) {
	for _, limit := range []time.Duration{0, time.Minute} {
		clock := rungtest.NewClock(time.Time{})
		flaky := rungtest.FailThen(1, rung.RetryAfter(30*time.Second, errors.New("http 503")), "ok")
		e := &rung.Engine{Tools: []rung.Tool{flaky.Tool("t")}, Clock: clock, MaxInlineWait: limit}
		rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{Tool: "t"}}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Outcome != rung.OutcomeCompleted || clock.Now().Sub(time.Time{}) < 15*time.Second {
			t.Errorf("MaxInlineWait %v: outcome %s after %v, want completed after sleeping the wait", limit, rep.Outcome, clock.Now().Sub(time.Time{}))
		}
	}
}
