package ledgertest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// AdminLedger is a ledger with the operators' interface.
type AdminLedger interface {
	rung.Ledger
	ledger.Admin
}

// RunAdmin runs the operators' suite: listing, inspection and retention.
// newLedger returns an empty ledger opened with opts (its Clock is a
// *rungtest.Clock the suite advances).
func RunAdmin(t *testing.T, newLedger func(t *testing.T, opts ledger.Options) AdminLedger) {
	ctx := context.Background()
	fresh := func(t *testing.T, retention time.Duration) (AdminLedger, *rungtest.Clock) {
		clock := rungtest.NewClock(time.Time{})
		return newLedger(t, ledger.Options{Clock: clock, Retention: retention}), clock
	}
	must := func(t *testing.T, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	// populate leaves one key in each state: done, unknown, pending (live),
	// pending (lapsed lease) and a done terminal failure.
	populate := func(t *testing.T, l AdminLedger, clock *rungtest.Clock) {
		t.Helper()
		c, err := l.Claim(ctx, "lapsed", "fp-l", time.Second)
		must(t, err)
		_ = c
		c, err = l.Claim(ctx, "done", "fp-d", time.Minute)
		must(t, err)
		must(t, l.Complete(ctx, "done", c.Token, rung.Outcome{Output: json.RawMessage(`{"ok":true}`)}))
		c, err = l.Claim(ctx, "failed", "fp-f", time.Minute)
		must(t, err)
		must(t, l.Complete(ctx, "failed", c.Token, rung.Outcome{Failure: rung.Denied(errors.New("403 forbidden"))}))
		c, err = l.Claim(ctx, "unknown", "fp-u", time.Minute)
		must(t, err)
		must(t, l.MarkUnknown(ctx, "unknown", c.Token))
		clock.Advance(2 * time.Second)
		_, err = l.Claim(ctx, "pending", "fp-p", time.Hour)
		must(t, err)
	}
	keys := func(es []ledger.Entry) []string {
		var out []string
		for _, e := range es {
			out = append(out, e.Key)
		}
		return out
	}

	t.Run("list and get", func(t *testing.T) {
		l, clock := fresh(t, 0)
		start := clock.Now()
		populate(t, l, clock)
		all, err := l.List(ctx, ledger.ListOptions{})
		must(t, err)
		if diff := cmp.Diff([]string{"done", "failed", "lapsed", "pending", "unknown"}, keys(all)); diff != "" {
			t.Errorf("List keys (-want +got):\n%s", diff)
		}
		states := map[string]ledger.EntryState{}
		for _, e := range all {
			states[e.Key] = e.State
		}
		want := map[string]ledger.EntryState{"done": ledger.EntryDone, "failed": ledger.EntryDone, "lapsed": ledger.EntryPending, "pending": ledger.EntryPending, "unknown": ledger.EntryUnknown}
		if diff := cmp.Diff(want, states); diff != "" {
			t.Errorf("states (-want +got):\n%s", diff)
		}
		done, err := l.List(ctx, ledger.ListOptions{State: ledger.EntryDone})
		must(t, err)
		if diff := cmp.Diff([]string{"done", "failed"}, keys(done)); diff != "" {
			t.Errorf("List done (-want +got):\n%s", diff)
		}
		page, err := l.List(ctx, ledger.ListOptions{After: "failed", Limit: 2})
		must(t, err)
		if diff := cmp.Diff([]string{"lapsed", "pending"}, keys(page)); diff != "" {
			t.Errorf("List after failed, limit 2 (-want +got):\n%s", diff)
		}
		pre, err := l.List(ctx, ledger.ListOptions{Prefix: "p"})
		must(t, err)
		if diff := cmp.Diff([]string{"pending"}, keys(pre)); diff != "" {
			t.Errorf("List prefix p (-want +got):\n%s", diff)
		}

		e, err := l.Get(ctx, "done")
		must(t, err)
		wantDone := ledger.Entry{
			Key: "done", Fingerprint: "fp-d", State: ledger.EntryDone,
			LeaseUntil: start.Add(time.Minute), CreatedAt: start, UpdatedAt: start,
			Outcome: &rung.Outcome{Output: json.RawMessage(`{"ok":true}`), At: start},
		}
		if diff := cmp.Diff(wantDone, e, cmpopts.IgnoreFields(ledger.Entry{}, "Token", "Holder"), cmpopts.EquateApproxTime(0)); diff != "" {
			t.Errorf("Get(done) (-want +got):\n%s", diff)
		}
		if e.Token == 0 {
			t.Error("Get(done).Token = 0")
		}
		e, err = l.Get(ctx, "unknown")
		must(t, err)
		if e.State != ledger.EntryUnknown || !e.Landed || e.Outcome != nil {
			t.Errorf("Get(unknown) = %+v, want unknown and landed, no outcome", e)
		}
		e, err = l.Get(ctx, "failed")
		must(t, err)
		if e.Outcome == nil || e.Outcome.Failure == nil || e.Outcome.Failure.Kind != rung.KindDenied {
			t.Errorf("Get(failed) = %+v, want the stored denied failure", e)
		}
		e, err = l.Get(ctx, "pending")
		must(t, err)
		if !e.LeaseUntil.Equal(clock.Now().Add(time.Hour)) || e.Landed {
			t.Errorf("Get(pending) = %+v, want a lease until %v", e, clock.Now().Add(time.Hour))
		}
		if _, err := l.Get(ctx, "nope"); !errors.Is(err, ledger.ErrNotFound) {
			t.Errorf("Get(nope) = %v, want ErrNotFound", err)
		}
	})

	// A holder is a process; the suite plays one by setting Options.Holder
	// and judges it with a fake Options.HolderAlive, so a killed holder
	// needs no real process.
	host := ledger.ThisProcess().Host
	started := time.Date(2026, 12, 1, 12, 3, 11, 0, time.UTC)
	holderLedger := func(t *testing.T, h ledger.Holder, alive bool) (AdminLedger, *rungtest.Clock, *[]ledger.Holder) {
		clock := rungtest.NewClock(time.Time{})
		var (
			mu    sync.Mutex
			asked []ledger.Holder
		)
		// Drivers may ask from several goroutines at once.
		l := newLedger(t, ledger.Options{Clock: clock, Holder: h, HolderAlive: func(got ledger.Holder) bool {
			mu.Lock()
			defer mu.Unlock()
			asked = append(asked, got)
			return alive
		}})
		return l, clock, &asked
	}

	t.Run("the holder shows in get", func(t *testing.T) {
		h := ledger.Holder{Host: "worker-7", PID: 4242, Started: started}
		l, _, _ := holderLedger(t, h, true)
		_, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		e, err := l.Get(ctx, "k")
		must(t, err)
		if e.Holder == nil || *e.Holder != h {
			t.Fatalf("Get(k).Holder = %+v, want %+v", e.Holder, h)
		}
		es, err := l.List(ctx, ledger.ListOptions{})
		must(t, err)
		if len(es) != 1 || es[0].Holder == nil || *es[0].Holder != h {
			t.Fatalf("List holders = %+v, want %+v", es, h)
		}
	})

	t.Run("a dead local holder is taken over at once", func(t *testing.T) {
		h := ledger.Holder{Host: host, PID: 4242, Started: started}
		l, clock, asked := holderLedger(t, h, false)
		first, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		clock.Advance(time.Second)
		c, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		if c.State != rung.ClaimNew || !c.Replay || c.Token == first.Token {
			t.Fatalf("claim while a dead holder's lease is live = %+v, want new, a replay, a fresh token", c)
		}
		if len(*asked) == 0 || (*asked)[0] != h {
			t.Errorf("HolderAlive asked about %+v, want %+v", *asked, h)
		}
		if err := l.Complete(ctx, "k", first.Token, rung.Outcome{Output: json.RawMessage(`1`)}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("the dead holder's Complete = %v, want ErrStaleToken", err)
		}
		e, err := l.Get(ctx, "k")
		must(t, err)
		if !e.Landed || !e.LeaseUntil.Equal(clock.Now().Add(time.Minute)) {
			t.Errorf("entry after the takeover = %+v, want landed, leased from now", e)
		}
	})

	t.Run("a live local holder is waited for", func(t *testing.T) {
		h := ledger.Holder{Host: host, PID: 4242, Started: started}
		l, clock, asked := holderLedger(t, h, true)
		_, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		clock.Advance(4 * time.Second)
		c, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		want := "pid 4242 on host " + host + ", started 2026-12-01 12:03:11 UTC"
		if c.State != rung.ClaimInFlight || c.Holder != want || !c.Until.Equal(clock.Now().Add(56*time.Second)) {
			t.Fatalf("claim while a live holder's lease is live = %+v, want in flight, held by %q", c, want)
		}
		if len(*asked) == 0 {
			t.Error("HolderAlive was never asked")
		}
	})

	t.Run("a holder on another host is waited for", func(t *testing.T) {
		h := ledger.Holder{Host: "not-" + host, PID: 4242, Started: started}
		l, _, asked := holderLedger(t, h, false)
		_, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		c, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		if c.State != rung.ClaimInFlight || c.Holder == "" {
			t.Fatalf("claim while another host's holder has the lease = %+v, want in flight, naming the holder", c)
		}
		if len(*asked) != 0 {
			t.Errorf("HolderAlive asked about %+v, a process on another host it cannot see", *asked)
		}
	})

	t.Run("racing takers of a dead holder's lease", func(t *testing.T) {
		// Every claimant plays the same dead process, so each may take the
		// key from the one before; what must hold is that no two get the
		// same token and exactly one token stays current.
		h := ledger.Holder{Host: host, PID: 4242, Started: started}
		l, _, _ := holderLedger(t, h, false)
		_, err := l.Claim(ctx, "k", "fp", time.Minute)
		must(t, err)
		var (
			wg     sync.WaitGroup
			mu     sync.Mutex
			tokens = map[uint64]bool{}
		)
		for range 8 {
			wg.Go(func() {
				c, err := l.Claim(ctx, "k", "fp", time.Minute)
				if err != nil {
					t.Error(err)
					return
				}
				if c.State != rung.ClaimNew || !c.Replay {
					t.Errorf("claim = %+v, want a replay", c)
					return
				}
				mu.Lock()
				defer mu.Unlock()
				if tokens[c.Token] {
					t.Errorf("token %d handed out twice", c.Token)
				}
				tokens[c.Token] = true
			})
		}
		wg.Wait()
		won := 0
		for tok := range tokens {
			if l.Complete(ctx, "k", tok, rung.Outcome{Output: json.RawMessage(`1`)}) == nil {
				won++
			}
		}
		if won != 1 {
			t.Errorf("%d of %d takers' tokens completed, want 1", won, len(tokens))
		}
	})

	t.Run("reap keeps the retention floor", func(t *testing.T) {
		l, clock := fresh(t, 0)
		populate(t, l, clock)
		clock.Advance(ledger.DefaultRetention - time.Minute)
		n, err := l.Reap(ctx, time.Second) // below the floor: raised to it
		must(t, err)
		if n != 0 {
			t.Errorf("Reap before the retention floor deleted %d entries", n)
		}
		clock.Advance(2 * time.Minute)
		n, err = l.Reap(ctx, 0)
		must(t, err)
		if n != 2 {
			t.Errorf("Reap after the floor deleted %d entries, want the 2 done ones", n)
		}
		left, err := l.List(ctx, ledger.ListOptions{})
		must(t, err)
		if diff := cmp.Diff([]string{"lapsed", "pending", "unknown"}, keys(left)); diff != "" {
			t.Errorf("left after Reap (-want +got):\n%s", diff)
		}
		if c, err := l.Claim(ctx, "done", "another-fp", time.Minute); err != nil || c.State != rung.ClaimNew {
			t.Errorf("claim of a reaped key = %+v, %v; want new", c, err)
		}
	})

	t.Run("resolve a key that may have landed", func(t *testing.T) {
		l, clock := fresh(t, 0)
		populate(t, l, clock)
		// What a reconciliation cannot touch: a live lease, a stored
		// outcome, a key nobody claimed.
		for key, want := range map[string]error{"pending": ledger.ErrLeaseHeld, "done": ledger.ErrAlreadyDone, "absent": ledger.ErrNotFound} {
			if err := l.Resolve(ctx, key, true, rung.Outcome{}); !errors.Is(err, want) {
				t.Errorf("Resolve(%s) = %v, want %v", key, err, want)
			}
		}
		// Applied: the outcome is stored and the next claim returns it.
		before, err := l.Get(ctx, "unknown")
		must(t, err)
		must(t, l.Resolve(ctx, "unknown", true, rung.Outcome{Output: json.RawMessage(`{"reconciled":"applied"}`)}))
		c, err := l.Claim(ctx, "unknown", "fp-u", time.Minute)
		must(t, err)
		if c.State != rung.ClaimDone || c.Outcome == nil || string(c.Outcome.Output) != `{"reconciled":"applied"}` {
			t.Errorf("claim after an applied resolve = %+v, want done with the outcome", c)
		}
		if err := l.MarkUnknown(ctx, "unknown", before.Token); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("the token from before the resolve still writes: %v", err)
		}
		// Not applied: the key is forgotten, and the next claim is a fresh
		// call, not a replay. A lapsed lease (a dead holder) counts as
		// "may have landed" too.
		must(t, l.Resolve(ctx, "lapsed", false, rung.Outcome{}))
		c, err = l.Claim(ctx, "lapsed", "fp-l", time.Minute)
		must(t, err)
		if c.State != rung.ClaimNew || c.Replay {
			t.Errorf("claim after a not-applied resolve = %+v, want new without replay", c)
		}
	})

	t.Run("reap never prunes pending or unknown", func(t *testing.T) {
		l, clock := fresh(t, 0)
		populate(t, l, clock)
		clock.Advance(1000 * 24 * time.Hour)
		if _, err := l.Reap(ctx, 0); err != nil {
			t.Fatal(err)
		}
		left, err := l.List(ctx, ledger.ListOptions{})
		must(t, err)
		if diff := cmp.Diff([]string{"lapsed", "pending", "unknown"}, keys(left)); diff != "" {
			t.Errorf("left after Reap (-want +got):\n%s", diff)
		}
		c, err := l.Claim(ctx, "unknown", "fp-u", time.Minute)
		must(t, err)
		if c.State != rung.ClaimNew || !c.Replay {
			t.Errorf("claim of an old unknown key = %+v, want a replay", c)
		}
	})

	t.Run("configured retention", func(t *testing.T) {
		l, clock := fresh(t, 72*time.Hour)
		populate(t, l, clock)
		clock.Advance(48 * time.Hour)
		n, err := l.Reap(ctx, 24*time.Hour)
		must(t, err)
		if n != 0 {
			t.Errorf("Reap under a 72 h retention deleted %d entries at 48 h", n)
		}
		clock.Advance(48 * time.Hour)
		n, err = l.Reap(ctx, 80*time.Hour)
		must(t, err)
		if n != 2 {
			t.Errorf("Reap(80h) at 96 h deleted %d entries, want 2", n)
		}
	})

	t.Run("reap counts from completion", func(t *testing.T) {
		l, clock := fresh(t, 0)
		c, err := l.Claim(ctx, "slow", "fp", time.Hour)
		must(t, err)
		clock.Advance(ledger.DefaultRetention) // a long call
		must(t, l.Complete(ctx, "slow", c.Token, rung.Outcome{}))
		clock.Advance(time.Hour)
		n, err := l.Reap(ctx, 0)
		must(t, err)
		if n != 0 {
			t.Errorf("Reap deleted an entry completed an hour ago")
		}
	})
}

// RunRuns runs the run-checkpoint suite. newStore returns an empty store
// whose default step times come from clock.
func RunRuns(t *testing.T, newStore func(t *testing.T, clock *rungtest.Clock) ledger.RunStore) {
	ctx := context.Background()

	t.Run("save and load", func(t *testing.T) {
		clock := rungtest.NewClock(time.Time{})
		s := newStore(t, clock)
		if _, err := s.LoadRun(ctx, "run-1"); !errors.Is(err, ledger.ErrNoRun) {
			t.Fatalf("LoadRun of an unknown run = %v, want ErrNoRun", err)
		}
		f := rung.Conflict(errors.New("409 exists"), map[string]any{"id": "PO-9"})
		recs := []ledger.StepRecord{
			{Index: 1, StepID: "create_po", Tool: "erp.create", ArgsHash: "h2", State: rung.StepSkipped, Output: json.RawMessage(`{"id":"PO-9"}`), Failure: f, At: clock.Now().Add(time.Second)},
			{Index: 0, StepID: "pick", Tool: "erp.pick", ArgsHash: "h1", State: rung.StepDone, Output: json.RawMessage(`{ "supplier" : "acme" }`)},
		}
		for _, r := range recs {
			if err := s.SaveStep(ctx, "run-1", r); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.SaveStep(ctx, "run-2", ledger.StepRecord{Index: 0, StepID: "x", Tool: "t", State: rung.StepFailed}); err != nil {
			t.Fatal(err)
		}
		got, err := s.LoadRun(ctx, "run-1")
		if err != nil {
			t.Fatal(err)
		}
		wantF := *f
		wantF.Err = nil
		want := []ledger.StepRecord{
			{Index: 0, StepID: "pick", Tool: "erp.pick", ArgsHash: "h1", State: rung.StepDone, Output: json.RawMessage(`{ "supplier" : "acme" }`), At: clock.Now()},
			{Index: 1, StepID: "create_po", Tool: "erp.create", ArgsHash: "h2", State: rung.StepSkipped, Output: json.RawMessage(`{"id":"PO-9"}`), Failure: &wantF, At: clock.Now().Add(time.Second)},
		}
		if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(rung.Failure{}, "Err"), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("LoadRun (-want +got):\n%s", diff)
		}
	})

	t.Run("overwrite a step", func(t *testing.T) {
		clock := rungtest.NewClock(time.Time{})
		s := newStore(t, clock)
		if err := s.SaveStep(ctx, "r", ledger.StepRecord{Index: 0, StepID: "a", Tool: "t", State: rung.StepFailed}); err != nil {
			t.Fatal(err)
		}
		clock.Advance(time.Minute)
		if err := s.SaveStep(ctx, "r", ledger.StepRecord{Index: 0, StepID: "a", Tool: "t", State: rung.StepDone, Output: json.RawMessage(`1`)}); err != nil {
			t.Fatal(err)
		}
		got, err := s.LoadRun(ctx, "r")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].State != rung.StepDone || string(got[0].Output) != "1" || !got[0].At.Equal(clock.Now()) {
			t.Errorf("LoadRun after an overwrite = %+v", got)
		}
	})

	t.Run("plans are kept apart", func(t *testing.T) {
		clock := rungtest.NewClock(time.Time{})
		s := newStore(t, clock)
		for _, r := range []ledger.StepRecord{
			{Plan: 2, Index: 0, StepID: "probe", Tool: "ls", State: rung.StepDone},
			{Plan: 1, Index: 1, StepID: "load", Tool: "bq.load", State: rung.StepFailed},
			{Plan: 1, Index: 0, StepID: "export", Tool: "bq.export", State: rung.StepDone},
		} {
			if err := s.SaveStep(ctx, "r", r); err != nil {
				t.Fatal(err)
			}
		}
		got, err := s.LoadRun(ctx, "r")
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, r := range got {
			ids = append(ids, fmt.Sprintf("%d/%d/%s", r.Plan, r.Index, r.StepID))
		}
		if diff := cmp.Diff([]string{"1/0/export", "1/1/load", "2/0/probe"}, ids); diff != "" {
			t.Errorf("LoadRun order (-want +got):\n%s", diff)
		}
	})

	t.Run("list runs", func(t *testing.T) {
		clock := rungtest.NewClock(time.Time{})
		s := newStore(t, clock)
		start := clock.Now()
		for i, run := range []string{"old", "new"} {
			for j := 0; j <= i; j++ {
				if err := s.SaveStep(ctx, run, ledger.StepRecord{Index: j, StepID: "s", Tool: "t", State: rung.StepDone}); err != nil {
					t.Fatal(err)
				}
				clock.Advance(time.Minute)
			}
		}
		got, err := s.ListRuns(ctx, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := []ledger.RunSummary{
			{Run: "new", Steps: 2, First: start.Add(time.Minute), Last: start.Add(2 * time.Minute)},
			{Run: "old", Steps: 1, First: start, Last: start},
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ListRuns (-want +got):\n%s", diff)
		}
		got, err = s.ListRuns(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Run != "new" {
			t.Errorf("ListRuns(1) = %+v, want the newest run", got)
		}
	})
}
