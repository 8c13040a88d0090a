package durable_test

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/rungtest"
)

// world is a downstream that counts the effects applied per idempotency
// key: a duplicate side effect shows as a count above one.
type world struct {
	mu      sync.Mutex
	effects map[string]int
	calls   map[string]int
}

func (w *world) tool(name string, sideEffects bool, hook func(ctx context.Context, n int) error) rung.Tool {
	return rung.Tool{
		Name: name, Identifying: []string{"item"}, SideEffects: sideEffects, AcceptsIdempotencyKey: sideEffects,
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			w.mu.Lock()
			w.calls[name]++
			n := w.calls[name]
			if sideEffects {
				w.effects[name+"/"+rung.IdempotencyKey(ctx)]++
			}
			w.mu.Unlock()
			if hook != nil {
				if err := hook(ctx, n); err != nil {
					return nil, err
				}
			}
			return map[string]any{"item": args["item"], "by": name}, nil
		},
	}
}

func (w *world) duplicates() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	d := 0
	for _, n := range w.effects {
		d += n - 1
	}
	return d
}

func openStore(t *testing.T) ledger.Store {
	t.Helper()
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "rung.db"), ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func openPostgres(t *testing.T) ledger.Store {
	t.Helper()
	st, err := postgres.Open(context.Background(), pgtest.URL(t), ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// TestResumeOnPostgres runs the cancel and crash cases on PostgreSQL
// (skipped without TEST_DATABASE_URL, never in CI).
func TestResumeOnPostgres(t *testing.T) {
	t.Run("cancel", func(t *testing.T) { testResumeAfterCancel(t, openPostgres(t)) })
	t.Run("crash", func(t *testing.T) { testResumeAfterCrash(t, openPostgres(t)) })
}

func plan() *rung.Plan {
	return &rung.Plan{Goal: "ship the order", Steps: []rung.Step{
		{ID: "reserve", Tool: "stock.reserve", Args: map[string]any{"item": "WID-220"}},
		{ID: "charge", Tool: "pay.charge", Args: map[string]any{"item": "${reserve.item}"}},
		{ID: "notify", Tool: "mail.send", Args: map[string]any{"item": "${charge.item}"}},
	}}
}

// TestResumeAfterCancel cancels a run while its second step is running (a
// Ctrl-C), then resumes it on the same SQLite store: the first step is not
// run again, the second and third run, and no side effect is applied twice.
func TestResumeAfterCancel(t *testing.T) { testResumeAfterCancel(t, openStore(t)) }

func testResumeAfterCancel(t *testing.T, st ledger.Store) {
	w := &world{effects: map[string]int{}, calls: map[string]int{}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	tools := []rung.Tool{
		w.tool("stock.reserve", true, nil),
		w.tool("pay.charge", false, func(ctx context.Context, n int) error {
			if n == 1 {
				cancel() // Ctrl-C while the call runs
				<-ctx.Done()
				return ctx.Err()
			}
			return nil
		}),
		w.tool("mail.send", true, nil),
	}
	e := &rung.Engine{Tools: tools, Ledger: st, Checkpoints: durable.New(st), Clock: rungtest.NewClock(rungtest.Epoch), RunID: "run-cancel"}
	rep, err := e.Run(ctx, plan())
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run: err = %v, want context.Canceled", err)
	}
	if rep.Outcome != rung.OutcomeHandback || w.calls["mail.send"] != 0 {
		t.Fatalf("first run: outcome %s, mail.send calls %d; want handback, 0", rep.Outcome, w.calls["mail.send"])
	}

	e.RunID = "" // Resume names the run; a fresh engine would not know it
	rep, err = e.Resume(context.Background(), "run-cancel", plan())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Outcome != rung.OutcomeCompleted || rep.RunID != "run-cancel" {
		t.Fatalf("resume: outcome %s run %s (%s), want completed run-cancel", rep.Outcome, rep.RunID, rep.Reason)
	}
	want := map[string]int{"stock.reserve": 1, "pay.charge": 2, "mail.send": 1}
	for tool, n := range want {
		if w.calls[tool] != n {
			t.Errorf("%s called %d times, want %d", tool, w.calls[tool], n)
		}
	}
	if d := w.duplicates(); d != 0 {
		t.Errorf("duplicate effects = %d, want 0", d)
	}
	if !rep.Steps[0].Restored || rep.Steps[1].Restored || rep.Counters.ToolCalls != 2 {
		t.Errorf("resume report: restored %v/%v, tool calls %d; want the first step restored and 2 calls", rep.Steps[0].Restored, rep.Steps[1].Restored, rep.Counters.ToolCalls)
	}
}

// failingCheckpoints drops the checkpoint of one step: the process died
// after the call completed (the ledger holds its outcome) and before the
// checkpoint was written.
type failingCheckpoints struct {
	*durable.Store
	step string
}

func (f failingCheckpoints) SaveStep(ctx context.Context, run string, c rung.Checkpoint) error {
	if c.Step == f.step {
		return errors.New("killed")
	}
	return f.Store.SaveStep(ctx, run, c)
}

// TestResumeAfterCrashBeforeCheckpoint: the side effect landed and the
// ledger completed its key, but the checkpoint was lost. The resumed run
// calls the step again, and the ledger returns the stored outcome without
// calling the tool: the effect is applied once.
func TestResumeAfterCrashBeforeCheckpoint(t *testing.T) { testResumeAfterCrash(t, openStore(t)) }

func testResumeAfterCrash(t *testing.T, st ledger.Store) {
	w := &world{effects: map[string]int{}, calls: map[string]int{}}
	tools := []rung.Tool{w.tool("stock.reserve", true, nil), w.tool("pay.charge", true, nil), w.tool("mail.send", true, nil)}
	e := &rung.Engine{Tools: tools, Ledger: st, Checkpoints: failingCheckpoints{durable.New(st), "charge"}, RunID: "run-crash"}
	rep, _ := e.Run(context.Background(), plan())
	if rep.Outcome != rung.OutcomeHandback || rep.Rule != "checkpoint" {
		t.Fatalf("first run: %s %s, want handback on the checkpoint rule", rep.Outcome, rep.Rule)
	}
	e.Checkpoints = durable.New(st)
	rep, err := e.Resume(context.Background(), "run-crash", plan())
	if err != nil || rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("resume: %v, %s (%s)", err, rep.Outcome, rep.Reason)
	}
	if w.calls["stock.reserve"] != 1 || w.calls["pay.charge"] != 1 || w.calls["mail.send"] != 1 {
		t.Errorf("calls = %v, want one each", w.calls)
	}
	if d := w.duplicates(); d != 0 {
		t.Errorf("duplicate effects = %d, want 0", d)
	}
}

// TestResumeDivergence: a plan whose recorded step was renamed, or whose
// steps were reordered, is reported as a divergence and nothing runs.
func TestResumeDivergence(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(p *rung.Plan)
		want string
	}{
		{"renamed", func(p *rung.Plan) { p.Steps[0].ID = "reserve_stock" }, `step 1 was recorded as "reserve" and is now "reserve_stock"`},
		{"reordered", func(p *rung.Plan) { p.Steps[0], p.Steps[1] = p.Steps[1], p.Steps[0] }, `step "reserve" was recorded as step 1 and is now step 2`},
		{"tool changed", func(p *rung.Plan) { p.Steps[0].Tool = "mail.send" }, `step 1 ("reserve") now calls another tool`},
		{"args changed", func(p *rung.Plan) { p.Steps[0].Args = map[string]any{"item": "WID-999"} }, `step 1 ("reserve") now sends another request`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := openStore(t)
			w := &world{effects: map[string]int{}, calls: map[string]int{}}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			tools := []rung.Tool{
				w.tool("stock.reserve", true, func(context.Context, int) error { cancel(); return nil }),
				w.tool("pay.charge", true, nil), w.tool("mail.send", true, nil),
			}
			e := &rung.Engine{Tools: tools, Ledger: st, Checkpoints: durable.New(st), RunID: "run-div"}
			if rep, _ := e.Run(ctx, plan()); rep.Outcome != rung.OutcomeHandback {
				t.Fatalf("first run: %s", rep.Outcome)
			}
			p := plan()
			tc.edit(p)
			before := w.calls["stock.reserve"] + w.calls["pay.charge"] + w.calls["mail.send"]
			rep, err := e.Resume(context.Background(), "run-div", p)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Outcome != rung.OutcomeHandback || rep.Rule != rung.RuleDivergence {
				t.Fatalf("resume: %s %s, want handback divergence", rep.Outcome, rep.Rule)
			}
			if !strings.Contains(rep.Reason, tc.want) || len(rep.Evidence.Divergences) == 0 {
				t.Errorf("reason %q lacks %q", rep.Reason, tc.want)
			}
			after := w.calls["stock.reserve"] + w.calls["pay.charge"] + w.calls["mail.send"]
			if after != before || rep.Counters.ToolCalls != 0 {
				t.Errorf("the diverged resume made %d calls, want none", after-before)
			}
		})
	}
}

func TestResumeUnknownRun(t *testing.T) {
	st := openStore(t)
	e := &rung.Engine{Tools: []rung.Tool{{Name: "x"}}, Checkpoints: durable.New(st)}
	if _, err := e.Resume(context.Background(), "nope", plan()); !errors.Is(err, rung.ErrNoRun) {
		t.Fatalf("err = %v, want ErrNoRun", err)
	}
}
