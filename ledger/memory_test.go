package ledger_test

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/ledgertest"
	"github.com/rungkit/rung/rungtest"
)

func TestMemory(t *testing.T) {
	ledgertest.Run(t, func(t *testing.T, clock *rungtest.Clock) rung.Ledger { return ledger.NewMemory(clock) })
}

func TestMemoryAdmin(t *testing.T) {
	ledgertest.RunAdmin(t, func(t *testing.T, opts ledger.Options) ledgertest.AdminLedger {
		return ledger.NewMemoryStore(opts)
	})
}

func TestMemoryRuns(t *testing.T) {
	ledgertest.RunRuns(t, func(t *testing.T, clock *rungtest.Clock) ledger.RunStore {
		return ledger.NewMemoryStore(ledger.Options{Clock: clock})
	})
}

// TestMemoryCopies: what a caller hands Memory, or gets back from it, is a
// copy; changing it changes nothing stored, as with a SQL store.
func TestMemoryCopies(t *testing.T) {
	ctx := context.Background()
	m := ledger.NewMemoryStore(ledger.Options{Clock: rungtest.NewClock(time.Time{})})
	c, err := m.Claim(ctx, "k", "fp", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	out := json.RawMessage(`{"id":1}`)
	if err := m.Complete(ctx, "k", c.Token, rung.Outcome{Output: out}); err != nil {
		t.Fatal(err)
	}
	out[2] = 'X'
	got, err := m.Claim(ctx, "k", "fp", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	got.Outcome.Output[2] = 'Y'
	e, err := m.Get(ctx, "k")
	if err != nil {
		t.Fatal(err)
	}
	if string(e.Outcome.Output) != `{"id":1}` {
		t.Errorf("stored output = %s, want {\"id\":1}", e.Outcome.Output)
	}

	rec := ledger.StepRecord{Index: 0, StepID: "s", Tool: "t", State: rung.StepSkipped, Output: json.RawMessage(`[1]`),
		Failure: rung.Conflict(errors.New("409"), map[string]any{"id": "PO-9"})}
	if err := m.SaveStep(ctx, "r", rec); err != nil {
		t.Fatal(err)
	}
	rec.Output[1] = '2'
	rec.Failure.Fact["id"] = "changed"
	recs, err := m.LoadRun(ctx, "r")
	if err != nil {
		t.Fatal(err)
	}
	recs[0].Output[1] = '3'
	recs[0].Failure.Fact["id"] = "changed again"
	recs, err = m.LoadRun(ctx, "r")
	if err != nil {
		t.Fatal(err)
	}
	if string(recs[0].Output) != "[1]" || recs[0].Failure.Fact["id"] != "PO-9" {
		t.Errorf("stored record = %s %v, want [1] and the fact PO-9", recs[0].Output, recs[0].Failure.Fact)
	}
	// As in a SQL store, the failure is kept as its JSON form: its cause
	// (Err) does not survive, its message does.
	if recs[0].Failure.Err != nil || recs[0].Failure.Message != "409" {
		t.Errorf("stored failure = %+v, want the message without the Go error", recs[0].Failure)
	}
}

// TestMemoryTimes: times are kept as the SQL drivers keep them, to the
// microsecond and in UTC, whatever the clock or the caller gives.
func TestMemoryTimes(t *testing.T) {
	ctx := context.Background()
	zone := time.FixedZone("UTC+5", 5*3600)
	start := time.Date(2026, 3, 12, 9, 0, 0, 123456789, zone)
	clock := rungtest.NewClock(start)
	m := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	want := time.Date(2026, 3, 12, 4, 0, 0, 123456000, time.UTC)
	same := func(what string, got, want time.Time) {
		t.Helper()
		if !got.Equal(want) || got.Location() != time.UTC {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}

	c, err := m.Claim(ctx, "k", "fp", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Complete(ctx, "k", c.Token, rung.Outcome{At: start.Add(time.Second)}); err != nil {
		t.Fatal(err)
	}
	e, err := m.Get(ctx, "k")
	if err != nil {
		t.Fatal(err)
	}
	same("CreatedAt", e.CreatedAt, want)
	same("UpdatedAt", e.UpdatedAt, want)
	same("LeaseUntil", e.LeaseUntil, want.Add(time.Minute))
	same("Outcome.At", e.Outcome.At, want.Add(time.Second))

	if err := m.SaveStep(ctx, "r", ledger.StepRecord{Index: 0, StepID: "a", Tool: "t", State: rung.StepDone}); err != nil {
		t.Fatal(err)
	}
	if err := m.SaveStep(ctx, "r", ledger.StepRecord{Index: 1, StepID: "b", Tool: "t", State: rung.StepDone, At: start.Add(time.Hour - 700)}); err != nil {
		t.Fatal(err)
	}
	recs, err := m.LoadRun(ctx, "r")
	if err != nil {
		t.Fatal(err)
	}
	same("step 0 At", recs[0].At, want)
	same("step 1 At", recs[1].At, want.Add(time.Hour))
	runs, err := m.ListRuns(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 1 {
		t.Fatalf("ListRuns = %+v, want one run", runs)
	}
	same("First", runs[0].First, want)
	same("Last", runs[0].Last, want.Add(time.Hour))
}

// TestMemoryLimits: List and ListRuns list 100 when the limit is zero (or
// negative), and ListRuns breaks ties in the latest step time by run name.
func TestMemoryLimits(t *testing.T) {
	ctx := context.Background()
	m := ledger.NewMemoryStore(ledger.Options{Clock: rungtest.NewClock(time.Time{})})
	for i := range 105 {
		key := "k" + strconv.Itoa(1000+i)
		if _, err := m.Claim(ctx, key, "fp", time.Minute); err != nil {
			t.Fatal(err)
		}
		if err := m.SaveStep(ctx, "run-"+strconv.Itoa(1000+i), ledger.StepRecord{Index: 0, StepID: "s", Tool: "t", State: rung.StepDone}); err != nil {
			t.Fatal(err)
		}
	}
	for _, limit := range []int{0, -1} {
		es, err := m.List(ctx, ledger.ListOptions{Limit: limit})
		if err != nil || len(es) != 100 || es[0].Key != "k1000" || es[99].Key != "k1099" {
			t.Errorf("List(limit %d) = %d entries, %v; want k1000..k1099", limit, len(es), err)
		}
		runs, err := m.ListRuns(ctx, limit)
		if err != nil || len(runs) != 100 || runs[0].Run != "run-1000" || runs[99].Run != "run-1099" {
			t.Errorf("ListRuns(%d) = %d runs, %v; want run-1000..run-1099 (all saved at once: by name)", limit, len(runs), err)
		}
	}
	es, err := m.List(ctx, ledger.ListOptions{After: "k1103"})
	if err != nil || len(es) != 1 || es[0].Key != "k1104" {
		t.Errorf("List(after k1103) = %+v, %v; want k1104", es, err)
	}
	if es, err := m.List(ctx, ledger.ListOptions{State: ledger.EntryDone}); err != nil || es != nil {
		t.Errorf("List(done) = %+v, %v; want none", es, err)
	}
	if runs, err := ledger.NewMemory(nil).ListRuns(ctx, 0); err != nil || runs != nil {
		t.Errorf("ListRuns of an empty store = %+v, %v; want none", runs, err)
	}
}

// TestMemoryCanceledContext: the operators' calls and the checkpoints fail
// on a canceled context, as a SQL store's queries do, and change nothing.
func TestMemoryCanceledContext(t *testing.T) {
	m := ledger.NewMemoryStore(ledger.Options{Clock: rungtest.NewClock(time.Time{})})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.List(ctx, ledger.ListOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("List = %v", err)
	}
	if _, err := m.Get(ctx, "k"); !errors.Is(err, context.Canceled) {
		t.Errorf("Get = %v", err)
	}
	if _, err := m.Reap(ctx, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("Reap = %v", err)
	}
	if err := m.SaveStep(ctx, "r", ledger.StepRecord{StepID: "s"}); !errors.Is(err, context.Canceled) {
		t.Errorf("SaveStep = %v", err)
	}
	if _, err := m.LoadRun(ctx, "r"); !errors.Is(err, context.Canceled) {
		t.Errorf("LoadRun = %v", err)
	}
	if _, err := m.ListRuns(ctx, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("ListRuns = %v", err)
	}
	if _, err := m.LoadRun(context.Background(), "r"); !errors.Is(err, ledger.ErrNoRun) {
		t.Errorf("LoadRun after a canceled SaveStep = %v, want ErrNoRun", err)
	}
}

// TestMemoryConcurrent runs claims, completions, checkpoints and the
// operators' calls at once (under -race, a data race fails it) and checks
// that every key ends done once and every step is recorded.
func TestMemoryConcurrent(t *testing.T) {
	ctx := context.Background()
	clock := rungtest.NewClock(time.Time{})
	m := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	var wg sync.WaitGroup
	var mu sync.Mutex
	wins := map[string]int{}
	for w := range 8 {
		wg.Go(func() {
			for i := range 50 {
				key := "k" + strconv.Itoa(i)
				c, err := m.Claim(ctx, key, "fp", time.Hour)
				if err != nil {
					t.Error(err)
					return
				}
				if c.State == rung.ClaimNew {
					mu.Lock()
					wins[key]++
					mu.Unlock()
					if err := m.Complete(ctx, key, c.Token, rung.Outcome{Output: json.RawMessage(strconv.Itoa(w))}); err != nil {
						t.Error(err)
					}
				}
				if err := m.SaveStep(ctx, "run-"+strconv.Itoa(w), ledger.StepRecord{Index: i, StepID: key, Tool: "t", State: rung.StepDone}); err != nil {
					t.Error(err)
				}
				clock.Advance(time.Millisecond)
			}
		})
		wg.Go(func() {
			for range 50 {
				if _, err := m.List(ctx, ledger.ListOptions{Limit: 10}); err != nil {
					t.Error(err)
				}
				if _, err := m.Get(ctx, "k1"); err != nil && !errors.Is(err, ledger.ErrNotFound) {
					t.Error(err)
				}
				if _, err := m.Reap(ctx, 0); err != nil {
					t.Error(err)
				}
				if _, err := m.LoadRun(ctx, "run-0"); err != nil && !errors.Is(err, ledger.ErrNoRun) {
					t.Error(err)
				}
				if _, err := m.ListRuns(ctx, 3); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	want := map[string]int{}
	for i := range 50 {
		want["k"+strconv.Itoa(i)] = 1
	}
	if diff := cmp.Diff(want, wins); diff != "" {
		t.Errorf("new claims per key (-want +got):\n%s", diff)
	}
	done, err := m.List(ctx, ledger.ListOptions{State: ledger.EntryDone})
	if err != nil || len(done) != 50 {
		t.Errorf("done entries = %d, %v; want 50", len(done), err)
	}
	runs, err := m.ListRuns(ctx, 0)
	if err != nil || len(runs) != 8 {
		t.Fatalf("ListRuns = %+v, %v; want 8 runs", runs, err)
	}
	for _, r := range runs {
		if r.Steps != 50 {
			t.Errorf("run %s has %d steps, want 50", r.Run, r.Steps)
		}
	}
}

func TestMemoryClose(t *testing.T) {
	var s ledger.Store = ledger.NewMemory(nil)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
}
