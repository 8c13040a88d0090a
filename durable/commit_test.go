package durable_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
)

// CompleteStep fails the combined write of the step as SaveStep fails its
// checkpoint: the engine then stores the outcome alone and stops, which
// is the state a crash between the two writes of the three-commit step
// left behind.
func (f failingCheckpoints) CompleteStep(ctx context.Context, key string, token uint64, o rung.Outcome, run string, c rung.Checkpoint) error {
	if c.Step == f.step {
		return errors.New("killed")
	}
	return f.Store.CompleteStep(ctx, key, token, o, run, c)
}

// counted counts the writes a run makes, each one commit on the SQL
// stores.
type counted struct {
	ledgertest.StepStore
	claims, completes, saves, steps atomic.Int32
	stale                           bool // CompleteStep answers ErrStaleToken
}

func (c *counted) Claim(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	c.claims.Add(1)
	return c.StepStore.Claim(ctx, key, fp, lease)
}

func (c *counted) Complete(ctx context.Context, key string, token uint64, o rung.Outcome) error {
	c.completes.Add(1)
	return c.StepStore.Complete(ctx, key, token, o)
}

func (c *counted) SaveStep(ctx context.Context, run string, rec ledger.StepRecord) error {
	c.saves.Add(1)
	return c.StepStore.SaveStep(ctx, run, rec)
}

func (c *counted) CompleteStep(ctx context.Context, key string, token uint64, o rung.Outcome, run string, rec ledger.StepRecord) error {
	c.steps.Add(1)
	if c.stale {
		return rung.ErrStaleToken
	}
	return c.StepStore.CompleteStep(ctx, key, token, o, run, rec)
}

func (c *counted) commits() int32 {
	return c.claims.Load() + c.completes.Load() + c.saves.Load() + c.steps.Load()
}

func stores(t *testing.T) map[string]func(t *testing.T) ledgertest.StepStore {
	return map[string]func(t *testing.T) ledgertest.StepStore{
		"memory":   func(t *testing.T) ledgertest.StepStore { return ledger.NewMemory(nil) },
		"sqlite":   func(t *testing.T) ledgertest.StepStore { return openStore(t).(ledgertest.StepStore) },
		"postgres": func(t *testing.T) ledgertest.StepStore { return openPostgres(t).(ledgertest.StepStore) },
	}
}

// TestTwoCommitsPerStep: with the Ledger and the Checkpoints on one store,
// a side-effecting step commits twice (its claim; its outcome with its
// checkpoint in one transaction), and the run resumes from those
// checkpoints without calling anything again. On two stores it falls back
// to three (claim, complete, checkpoint).
func TestTwoCommitsPerStep(t *testing.T) {
	for name, open := range stores(t) {
		t.Run(name, func(t *testing.T) {
			w := &world{effects: map[string]int{}, calls: map[string]int{}}
			tools := []rung.Tool{w.tool("stock.reserve", true, nil), w.tool("pay.charge", true, nil), w.tool("mail.send", true, nil)}
			st := &counted{StepStore: open(t)}
			e := &rung.Engine{Tools: tools, Ledger: st, Checkpoints: durable.New(st), RunID: "run-two"}
			rep, err := e.Run(context.Background(), plan())
			if err != nil || rep.Outcome != rung.OutcomeCompleted {
				t.Fatalf("run: %v, %s (%s)", err, rep.Outcome, rep.Reason)
			}
			if st.commits() != 6 || st.steps.Load() != 3 || st.completes.Load() != 0 || st.saves.Load() != 0 {
				t.Errorf("3 steps made %d commits (claims %d, completes %d, checkpoints %d, combined %d), want 6: a claim and a combined write each",
					st.commits(), st.claims.Load(), st.completes.Load(), st.saves.Load(), st.steps.Load())
			}
			rep, err = e.Resume(context.Background(), "run-two", plan())
			if err != nil || rep.Outcome != rung.OutcomeCompleted || rep.Counters.ToolCalls != 0 {
				t.Fatalf("resume: %v, %s, %d tool calls; want completed from the checkpoints with none", err, rep.Outcome, rep.Counters.ToolCalls)
			}
			if d := w.duplicates(); d != 0 {
				t.Errorf("duplicate effects = %d, want 0", d)
			}

			keys, runs := &counted{StepStore: open(t)}, &counted{StepStore: open(t)}
			e = &rung.Engine{Tools: tools, Ledger: keys, Checkpoints: durable.New(runs), RunID: "run-apart"}
			if rep, err := e.Run(context.Background(), plan()); err != nil || rep.Outcome != rung.OutcomeCompleted {
				t.Fatalf("run on two stores: %v, %s (%s)", err, rep.Outcome, rep.Reason)
			}
			if keys.claims.Load() != 3 || keys.completes.Load() != 3 || runs.saves.Load() != 3 || keys.steps.Load()+runs.steps.Load() != 0 {
				t.Errorf("on two stores: claims %d, completes %d, checkpoints %d, combined %d; want 3, 3, 3, 0",
					keys.claims.Load(), keys.completes.Load(), runs.saves.Load(), keys.steps.Load()+runs.steps.Load())
			}
		})
	}
}

// TestStaleAtTheCombinedWrite: the lease lapsed during the call and the
// key moved on, which the combined write finds: the run aborts on the
// side-effect rule, naming the key, and records no checkpoint of the step.
func TestStaleAtTheCombinedWrite(t *testing.T) {
	w := &world{effects: map[string]int{}, calls: map[string]int{}}
	tools := []rung.Tool{w.tool("stock.reserve", true, nil), w.tool("pay.charge", true, nil), w.tool("mail.send", true, nil)}
	st := &counted{StepStore: ledger.NewMemory(nil), stale: true}
	e := &rung.Engine{Tools: tools, Ledger: st, Checkpoints: durable.New(st), RunID: "run-stale"}
	rep, _ := e.Run(context.Background(), plan())
	if rep.Outcome != rung.OutcomeAbort || rep.Rule != rung.RuleSideEffect || !strings.Contains(rep.Reason, "run-stale/reserve/1") {
		t.Fatalf("run: %s %s (%s); want abort on the side-effect rule naming the key", rep.Outcome, rep.Rule, rep.Reason)
	}
	if w.calls["pay.charge"] != 0 {
		t.Errorf("the run went on after the stale write: pay.charge called %d times", w.calls["pay.charge"])
	}
	if recs, err := st.LoadRun(context.Background(), "run-stale"); !errors.Is(err, ledger.ErrNoRun) {
		t.Errorf("LoadRun = %+v, %v; want no checkpoint", recs, err)
	}
}
