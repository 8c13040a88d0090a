package ledgertest

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// StepStore is a ledger that is also its own run store and can write a
// call's outcome with its step's checkpoint at once.
type StepStore interface {
	rung.Ledger
	ledger.RunStore
	ledger.StepCompleter
}

// RunStepCompleter checks ledger.StepCompleter's contract on stores made by
// newStore: the outcome and the checkpoint are stored together, and a stale
// token stores neither.
func RunStepCompleter(t *testing.T, newStore func(t *testing.T, clock *rungtest.Clock) StepStore) {
	ctx := context.Background()
	out := rung.Outcome{Output: json.RawMessage(`{"charge":"ch_1"}`)}
	rec := ledger.StepRecord{Plan: 1, Index: 0, StepID: "charge", Tool: "stripe.charge", ArgsHash: "req-1",
		State: rung.StepDone, Output: json.RawMessage(`{"charge":"ch_1"}`)}
	claim := func(t *testing.T, l StepStore, key string) rung.Claim {
		t.Helper()
		c, err := l.Claim(ctx, key, "fp", time.Minute)
		if err != nil || c.State != rung.ClaimNew {
			t.Fatalf("Claim(%s) = %+v, %v; want new", key, c, err)
		}
		return c
	}
	noRun := func(t *testing.T, l StepStore, run string) {
		t.Helper()
		if recs, err := l.LoadRun(ctx, run); !errors.Is(err, ledger.ErrNoRun) {
			t.Errorf("LoadRun(%s) = %+v, %v; want ErrNoRun: the checkpoint must not be stored without the outcome", run, recs, err)
		}
	}

	t.Run("outcome and checkpoint together", func(t *testing.T) {
		clock := rungtest.NewClock(time.Time{})
		l := newStore(t, clock)
		c := claim(t, l, "run-1/charge/1")
		if err := l.CompleteStep(ctx, "run-1/charge/1", c.Token, out, "run-1", rec); err != nil {
			t.Fatal(err)
		}
		again, err := l.Claim(ctx, "run-1/charge/1", "fp", time.Minute)
		if err != nil || again.State != rung.ClaimDone || string(again.Outcome.Output) != string(out.Output) {
			t.Fatalf("claim after CompleteStep = %+v, %v; want done with the outcome", again, err)
		}
		recs, err := l.LoadRun(ctx, "run-1")
		if err != nil || len(recs) != 1 {
			t.Fatalf("LoadRun = %+v, %v; want the one checkpoint", recs, err)
		}
		got := recs[0]
		if got.StepID != rec.StepID || got.Tool != rec.Tool || got.ArgsHash != rec.ArgsHash || got.State != rec.State ||
			string(got.Output) != string(rec.Output) || !got.At.Equal(clock.Now().Truncate(time.Microsecond)) {
			t.Errorf("checkpoint = %+v, want %+v stamped now", got, rec)
		}
	})

	t.Run("stale token stores neither", func(t *testing.T) {
		clock := rungtest.NewClock(time.Time{})
		l := newStore(t, clock)
		old := claim(t, l, "run-2/charge/1")
		clock.Advance(2 * time.Minute)
		fresh := claim(t, l, "run-2/charge/1")
		if err := l.CompleteStep(ctx, "run-2/charge/1", old.Token, out, "run-2", rec); !errors.Is(err, rung.ErrStaleToken) {
			t.Fatalf("CompleteStep with the lapsed token = %v, want ErrStaleToken", err)
		}
		noRun(t, l, "run-2")
		if c, err := l.Claim(ctx, "run-2/charge/1", "fp", time.Minute); err != nil || c.State != rung.ClaimInFlight {
			t.Fatalf("claim = %+v, %v; want the new holder's lease untouched (in flight)", c, err)
		}
		if err := l.CompleteStep(ctx, "run-2/charge/1", fresh.Token, out, "run-2", rec); err != nil {
			t.Fatalf("CompleteStep with the current token: %v", err)
		}
	})

	t.Run("a completed key stores no checkpoint", func(t *testing.T) {
		l := newStore(t, rungtest.NewClock(time.Time{}))
		c := claim(t, l, "run-3/charge/1")
		if err := l.Complete(ctx, "run-3/charge/1", c.Token, out); err != nil {
			t.Fatal(err)
		}
		if err := l.CompleteStep(ctx, "run-3/charge/1", c.Token, out, "run-3", rec); !errors.Is(err, rung.ErrStaleToken) {
			t.Fatalf("CompleteStep after Complete = %v, want ErrStaleToken", err)
		}
		noRun(t, l, "run-3")
	})

	t.Run("overwrites the step's checkpoint", func(t *testing.T) {
		l := newStore(t, rungtest.NewClock(time.Time{}))
		first := rec
		first.State, first.Output = rung.StepSkipped, json.RawMessage(`{"fact":1}`)
		if err := l.SaveStep(ctx, "run-4", first); err != nil {
			t.Fatal(err)
		}
		c := claim(t, l, "run-4/charge/1")
		if err := l.CompleteStep(ctx, "run-4/charge/1", c.Token, out, "run-4", rec); err != nil {
			t.Fatal(err)
		}
		recs, err := l.LoadRun(ctx, "run-4")
		if err != nil || len(recs) != 1 || recs[0].State != rung.StepDone || string(recs[0].Output) != string(rec.Output) {
			t.Fatalf("LoadRun = %+v, %v; want the one checkpoint, overwritten", recs, err)
		}
	})
}
