// Package ledgertest is the conformance suite for rung.Ledger
// implementations: every driver runs the same cases, in the manner of
// testing/slogtest and river's riverdrivertest.
//
// Run covers the ledger semantics (rung.Ledger); RunAdmin covers the
// operators' interface (ledger.Admin: listing, inspection, retention) and
// RunRuns the run checkpoints (ledger.RunStore). A SQL driver runs all three:
//
//	func TestConformance(t *testing.T) {
//		ledgertest.Run(t, func(t *testing.T, clock *rungtest.Clock) rung.Ledger {
//			return openFresh(t, ledger.Options{Clock: clock})
//		})
//	}
//
// Every case gets a fresh, empty ledger whose leases run on the virtual
// clock it is given: the suite expires leases by advancing that clock, never
// by sleeping.
package ledgertest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Run runs the ledger semantics suite. newLedger returns an empty ledger
// whose leases and times run on clock; it registers its own cleanup.
func Run(t *testing.T, newLedger func(t *testing.T, clock *rungtest.Clock) rung.Ledger) {
	ctx := context.Background()
	fresh := func(t *testing.T) (rung.Ledger, *rungtest.Clock) {
		clock := rungtest.NewClock(time.Time{})
		return newLedger(t, clock), clock
	}
	claim := func(t *testing.T, l rung.Ledger, key, fp string) rung.Claim {
		t.Helper()
		c, err := l.Claim(ctx, key, fp, time.Minute)
		if err != nil {
			t.Fatalf("Claim(%s): %v", key, err)
		}
		return c
	}

	t.Run("new then done", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		if c.State != rung.ClaimNew || c.Token == 0 || c.Replay {
			t.Fatalf("first claim = %+v, want new with a token", c)
		}
		out := rung.Outcome{Output: json.RawMessage(`{"id":"PO-1"}`)}
		if err := l.Complete(ctx, "k", c.Token, out); err != nil {
			t.Fatalf("Complete: %v", err)
		}
		again := claim(t, l, "k", "fp")
		if again.State != rung.ClaimDone || again.Outcome == nil || string(again.Outcome.Output) != `{"id":"PO-1"}` {
			t.Fatalf("claim after Complete = %+v, want done with the stored output", again)
		}
	})

	t.Run("outcome round-trips exactly", func(t *testing.T) {
		l, clock := fresh(t)
		c := claim(t, l, "k", "fp")
		// Odd spacing and key order: a replay must return the original
		// bytes, not a re-encoding.
		want := rung.Outcome{Output: json.RawMessage(`{ "z": 1,  "a": [true, null, "é"] }`), At: clock.Now().Add(3 * time.Second)}
		if err := l.Complete(ctx, "k", c.Token, want); err != nil {
			t.Fatal(err)
		}
		got := claim(t, l, "k", "fp")
		if got.State != rung.ClaimDone || got.Outcome == nil {
			t.Fatalf("claim after Complete = %+v, want done", got)
		}
		if diff := cmp.Diff(want, *got.Outcome, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("stored outcome (-want +got):\n%s", diff)
		}
	})

	t.Run("outcome time defaults to now", func(t *testing.T) {
		l, clock := fresh(t)
		c := claim(t, l, "k", "fp")
		clock.Advance(5 * time.Second)
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{Output: json.RawMessage(`1`)}); err != nil {
			t.Fatal(err)
		}
		got := claim(t, l, "k", "fp")
		if got.Outcome == nil || !got.Outcome.At.Equal(clock.Now()) {
			t.Fatalf("stored outcome = %+v, want At = %v", got.Outcome, clock.Now())
		}
	})

	t.Run("terminal failures are stored", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		f := rung.Invalid(errors.New("402 card declined")).WithCode("http", 402, "card_declined").WithTarget("card 4242").WithEffect(rung.EffectNone)
		f.Invalidates = []string{"charge"}
		f.Fact = map[string]any{"decline_code": "insufficient_funds"}
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{Failure: f}); err != nil {
			t.Fatal(err)
		}
		again := claim(t, l, "k", "fp")
		if again.State != rung.ClaimDone || again.Outcome == nil || again.Outcome.Failure == nil {
			t.Fatalf("claim after a stored failure = %+v", again)
		}
		want := *f
		want.Err = nil
		if diff := cmp.Diff(&want, again.Outcome.Failure, cmpopts.IgnoreFields(rung.Failure{}, "Err")); diff != "" {
			t.Errorf("stored failure (-want +got):\n%s", diff)
		}
	})

	t.Run("in flight", func(t *testing.T) {
		l, clock := fresh(t)
		claim(t, l, "k", "fp")
		c := claim(t, l, "k", "fp")
		if c.State != rung.ClaimInFlight || !c.Until.Equal(clock.Now().Add(time.Minute)) {
			t.Fatalf("second claim under a live lease = %+v, want in flight until the lease ends", c)
		}
		if c.Token != 0 {
			t.Errorf("an in-flight claim carries token %d, want none", c.Token)
		}
		clock.Advance(59 * time.Second)
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimInFlight {
			t.Fatalf("claim a second before the lease ends = %+v, want in flight", c)
		}
	})

	t.Run("mismatch", func(t *testing.T) {
		l, _ := fresh(t)
		first := claim(t, l, "k", "fp")
		if c := claim(t, l, "k", "other"); c.State != rung.ClaimMismatch {
			t.Fatalf("claim with another fingerprint = %+v, want mismatch", c)
		}
		if err := l.Complete(ctx, "k", first.Token, rung.Outcome{}); err != nil {
			t.Fatalf("Complete after a mismatched claim: %v (a mismatch must not disturb the holder)", err)
		}
		if c := claim(t, l, "k", "other"); c.State != rung.ClaimMismatch {
			t.Fatalf("claim of a done key with another fingerprint = %+v, want mismatch", c)
		}
	})

	t.Run("mismatch on an unknown key", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		if err := l.MarkUnknown(ctx, "k", c.Token); err != nil {
			t.Fatal(err)
		}
		if c := claim(t, l, "k", "other"); c.State != rung.ClaimMismatch {
			t.Fatalf("claim of an unknown key with another fingerprint = %+v, want mismatch", c)
		}
	})

	t.Run("release forgets a call that never began", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		if err := l.Release(ctx, "k", c.Token); err != nil {
			t.Fatal(err)
		}
		again := claim(t, l, "k", "other-params-are-fine-now")
		if again.State != rung.ClaimNew || again.Replay {
			t.Fatalf("claim after Release = %+v, want new and not a replay", again)
		}
		if again.Token == c.Token {
			t.Errorf("a released key was claimed again with the same token %d: a token must never be reused", c.Token)
		}
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("Complete with the released token = %v, want ErrStaleToken", err)
		}
	})

	t.Run("unknown outcome replays", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		if err := l.MarkUnknown(ctx, "k", c.Token); err != nil {
			t.Fatal(err)
		}
		again := claim(t, l, "k", "fp")
		if again.State != rung.ClaimNew || !again.Replay || again.Token == c.Token {
			t.Fatalf("claim after MarkUnknown = %+v, want a replay with a new token", again)
		}
		if err := l.Release(ctx, "k", again.Token); err != nil {
			t.Fatal(err)
		}
		third := claim(t, l, "k", "fp")
		if !third.Replay {
			t.Fatalf("Release after an unknown outcome forgot the key: %+v", third)
		}
		// The replay settles it: the stored outcome is final.
		if err := l.Complete(ctx, "k", third.Token, rung.Outcome{Output: json.RawMessage(`"settled"`)}); err != nil {
			t.Fatal(err)
		}
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimDone || string(c.Outcome.Output) != `"settled"` {
			t.Fatalf("claim after the replay completed = %+v, want done", c)
		}
	})

	t.Run("unknown is not in flight", func(t *testing.T) {
		// An unknown outcome is never waited out nor retried blind: the
		// very next claim is the replay, lease or no lease.
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		if err := l.MarkUnknown(ctx, "k", c.Token); err != nil {
			t.Fatal(err)
		}
		if err := l.MarkUnknown(ctx, "k", c.Token); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("second MarkUnknown = %v, want ErrStaleToken (the lease ended)", err)
		}
		if again := claim(t, l, "k", "fp"); again.State != rung.ClaimNew || !again.Replay {
			t.Fatalf("claim right after MarkUnknown = %+v, want a replay", again)
		}
	})

	t.Run("lapsed lease is fenced", func(t *testing.T) {
		l, clock := fresh(t)
		old := claim(t, l, "k", "fp")
		clock.Advance(2 * time.Minute)
		fresh := claim(t, l, "k", "fp")
		if fresh.State != rung.ClaimNew || !fresh.Replay || fresh.Token <= old.Token {
			t.Fatalf("claim after the lease lapsed = %+v, want a replay with a higher token", fresh)
		}
		for name, err := range map[string]error{
			"Complete":    l.Complete(ctx, "k", old.Token, rung.Outcome{Output: json.RawMessage(`"stale"`)}),
			"MarkUnknown": l.MarkUnknown(ctx, "k", old.Token),
			"Release":     l.Release(ctx, "k", old.Token),
		} {
			if !errors.Is(err, rung.ErrStaleToken) {
				t.Errorf("%s with the lapsed token = %v, want ErrStaleToken", name, err)
			}
		}
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimInFlight {
			t.Fatalf("the stale writes disturbed the new holder: claim = %+v, want in flight", c)
		}
		if err := l.Complete(ctx, "k", fresh.Token, rung.Outcome{Output: json.RawMessage(`"fresh"`)}); err != nil {
			t.Errorf("Complete with the current token: %v", err)
		}
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimDone || string(c.Outcome.Output) != `"fresh"` {
			t.Fatalf("claim after the new holder completed = %+v, want its outcome", c)
		}
	})

	t.Run("lease lapses exactly at its end", func(t *testing.T) {
		l, clock := fresh(t)
		claim(t, l, "k", "fp")
		clock.Advance(time.Minute)
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimNew || !c.Replay {
			t.Fatalf("claim at the lease's end = %+v, want a replay", c)
		}
	})

	t.Run("a lapsed holder may finish if nobody took over", func(t *testing.T) {
		l, clock := fresh(t)
		c := claim(t, l, "k", "fp")
		clock.Advance(time.Hour)
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{Output: json.RawMessage(`"late"`)}); err != nil {
			t.Fatalf("Complete after the lease lapsed with no takeover: %v", err)
		}
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimDone {
			t.Fatalf("claim = %+v, want done", c)
		}
	})

	t.Run("release after a takeover keeps the replay", func(t *testing.T) {
		l, clock := fresh(t)
		claim(t, l, "k", "fp")
		clock.Advance(2 * time.Minute)
		taker := claim(t, l, "k", "fp")
		if err := l.Release(ctx, "k", taker.Token); err != nil {
			t.Fatal(err)
		}
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimNew || !c.Replay {
			t.Fatalf("claim after releasing a taken-over key = %+v, want still a replay (the first holder may have called)", c)
		}
	})

	t.Run("stale writes are rejected", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{Output: json.RawMessage(`1`)}); err != nil {
			t.Fatal(err)
		}
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{Output: json.RawMessage(`2`)}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("second Complete = %v, want ErrStaleToken", err)
		}
		if err := l.MarkUnknown(ctx, "k", c.Token); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("MarkUnknown after Complete = %v, want ErrStaleToken", err)
		}
		if err := l.Release(ctx, "k", c.Token); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("Release after Complete = %v, want ErrStaleToken", err)
		}
		if got := claim(t, l, "k", "fp"); got.State != rung.ClaimDone || string(got.Outcome.Output) != `1` {
			t.Errorf("claim = %+v, want the first outcome", got)
		}
		if err := l.Complete(ctx, "never-claimed", 1, rung.Outcome{}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("Complete of an unclaimed key = %v, want ErrStaleToken", err)
		}
		if err := l.Complete(ctx, "k", c.Token+1000, rung.Outcome{}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("Complete with a made-up token = %v, want ErrStaleToken", err)
		}
	})

	t.Run("keys are independent", func(t *testing.T) {
		l, _ := fresh(t)
		a := claim(t, l, "a", "fp")
		b := claim(t, l, "b", "fp")
		if a.State != rung.ClaimNew || b.State != rung.ClaimNew {
			t.Fatalf("claims of two keys = %+v, %+v, want both new", a, b)
		}
		if err := l.Complete(ctx, "b", a.Token, rung.Outcome{}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("Complete of b with a's token = %v, want ErrStaleToken", err)
		}
	})

	t.Run("canceled context", func(t *testing.T) {
		l, _ := fresh(t)
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := l.Claim(cctx, "k", "fp", time.Minute); err == nil {
			t.Fatal("Claim with a canceled context succeeded")
		}
		if c := claim(t, l, "k", "fp"); c.State != rung.ClaimNew {
			t.Fatalf("claim after a canceled claim = %+v, want new (the canceled claim took nothing)", c)
		}
	})

	t.Run("one winner under contention", func(t *testing.T) {
		l, _ := fresh(t)
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins := map[string]int{}
		for i := 0; i < 16; i++ {
			wg.Go(func() {
				key := "k" + strconv.Itoa(i%4)
				c, err := l.Claim(ctx, key, "fp", time.Minute)
				if err != nil {
					t.Error(err)
					return
				}
				if c.State == rung.ClaimNew {
					mu.Lock()
					wins[key]++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		for i := 0; i < 4; i++ {
			if k := "k" + strconv.Itoa(i); wins[k] != 1 {
				t.Errorf("%s was won %d times, want once", k, wins[k])
			}
		}
	})

	t.Run("concurrent callers agree", func(t *testing.T) {
		l, _ := fresh(t)
		const keys, callers = 6, 6
		outcomes, executions := Hammer(t, l, keys, callers, 0)
		for k := 0; k < keys; k++ {
			key := "key-" + strconv.Itoa(k)
			if n := executions[key]; n != 1 {
				t.Errorf("%s executed %d times, want once", key, n)
			}
			seen := map[string]int{}
			for _, o := range outcomes[key] {
				seen[o]++
			}
			if len(seen) != 1 || len(outcomes[key]) != callers {
				t.Errorf("%s: callers ended with %v, want one outcome for all %d", key, seen, callers)
			}
		}
	})

	t.Run("one taker of a lapsed lease", func(t *testing.T) {
		l, clock := fresh(t)
		for k := 0; k < 4; k++ {
			claim(t, l, "k"+strconv.Itoa(k), "fp")
		}
		clock.Advance(2 * time.Minute)
		var wg sync.WaitGroup
		var mu sync.Mutex
		takers := map[string]int{}
		for i := 0; i < 16; i++ {
			wg.Go(func() {
				key := "k" + strconv.Itoa(i%4)
				c, err := l.Claim(ctx, key, "fp", time.Minute)
				if err != nil {
					t.Error(err)
					return
				}
				if c.State == rung.ClaimNew {
					if !c.Replay {
						t.Errorf("takeover of %s is not a replay", key)
					}
					mu.Lock()
					takers[key]++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		for k := 0; k < 4; k++ {
			if key := "k" + strconv.Itoa(k); takers[key] != 1 {
				t.Errorf("%s was taken over %d times, want once", key, takers[key])
			}
		}
	})
}

// Hammer runs callers goroutines per key over keys keys ("key-0"...): each
// claims its key until it sees an outcome, "executing" the call (counting
// it) and completing it when its claim is new, and waiting (yielding) while
// the key is in flight. It returns, per key, the output every caller ended
// with and how many times the call executed. A correct ledger executes each
// key once and gives every caller the same output. lease zero means a
// minute.
func Hammer(t testing.TB, l rung.Ledger, keys, callers int, lease time.Duration) (outcomes map[string][]string, executions map[string]int) {
	t.Helper()
	if lease <= 0 {
		lease = time.Minute
	}
	ctx := context.Background()
	var (
		mu    sync.Mutex
		execs = make([]atomic.Int64, keys)
		wg    sync.WaitGroup
	)
	outcomes = map[string][]string{}
	for k := 0; k < keys; k++ {
		key := "key-" + strconv.Itoa(k)
		for c := 0; c < callers; c++ {
			wg.Go(func() {
				for {
					cl, err := l.Claim(ctx, key, "fp", lease)
					if err != nil {
						t.Errorf("Claim(%s): %v", key, err)
						return
					}
					var out string
					switch cl.State {
					case rung.ClaimNew:
						execs[k].Add(1)
						out = fmt.Sprintf(`{"by":%d}`, c)
						if err := l.Complete(ctx, key, cl.Token, rung.Outcome{Output: json.RawMessage(out)}); err != nil {
							t.Errorf("Complete(%s): %v", key, err)
							return
						}
					case rung.ClaimInFlight:
						runtime.Gosched()
						continue
					case rung.ClaimDone:
						out = string(cl.Outcome.Output)
					default:
						t.Errorf("Claim(%s) = %v", key, cl.State)
						return
					}
					mu.Lock()
					outcomes[key] = append(outcomes[key], out)
					mu.Unlock()
					return
				}
			})
		}
	}
	wg.Wait()
	executions = map[string]int{}
	for k := range execs {
		executions["key-"+strconv.Itoa(k)] = int(execs[k].Load())
	}
	return outcomes, executions
}
