// Package ledgertest is the conformance suite for rung.Ledger
// implementations: every driver runs the same cases, in the manner of
// testing/slogtest.
package ledgertest

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Run runs the suite. newLedger returns an empty ledger whose leases run on
// the given virtual clock; for a store that keeps its own time, pass a
// ledger that honours the clock's Now or skip the lease cases by returning
// nil for them (the suite then skips).
func Run(t *testing.T, newLedger func(t *testing.T, clock *rungtest.Clock) rung.Ledger) {
	ctx := context.Background()
	fresh := func(t *testing.T) (rung.Ledger, *rungtest.Clock) {
		clock := rungtest.NewClock(time.Time{})
		l := newLedger(t, clock)
		if l == nil {
			t.Skip("the driver skips this case")
		}
		return l, clock
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

	t.Run("terminal failures are stored", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		f := rung.Invalid(errors.New("402 card declined")).WithCode("http", 402, "card_declined")
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{Failure: f}); err != nil {
			t.Fatal(err)
		}
		again := claim(t, l, "k", "fp")
		if again.State != rung.ClaimDone || again.Outcome.Failure == nil || again.Outcome.Failure.Code != "card_declined" || again.Outcome.Failure.Kind != rung.KindInvalid {
			t.Fatalf("claim after a stored failure = %+v", again)
		}
	})

	t.Run("in flight", func(t *testing.T) {
		l, clock := fresh(t)
		claim(t, l, "k", "fp")
		c := claim(t, l, "k", "fp")
		if c.State != rung.ClaimInFlight || !c.Until.Equal(clock.Now().Add(time.Minute)) {
			t.Fatalf("second claim under a live lease = %+v, want in flight until the lease ends", c)
		}
	})

	t.Run("mismatch", func(t *testing.T) {
		l, _ := fresh(t)
		first := claim(t, l, "k", "fp")
		if c := claim(t, l, "k", "other"); c.State != rung.ClaimMismatch {
			t.Fatalf("claim with another fingerprint = %+v, want mismatch", c)
		}
		if err := l.Complete(ctx, "k", first.Token, rung.Outcome{}); err != nil {
			t.Fatal(err)
		}
		if c := claim(t, l, "k", "other"); c.State != rung.ClaimMismatch {
			t.Fatalf("claim of a done key with another fingerprint = %+v, want mismatch", c)
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
		if c := claim(t, l, "k", "fp"); !c.Replay {
			t.Fatalf("Release after an unknown outcome forgot the key: %+v", c)
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
			"Complete":    l.Complete(ctx, "k", old.Token, rung.Outcome{}),
			"MarkUnknown": l.MarkUnknown(ctx, "k", old.Token),
			"Release":     l.Release(ctx, "k", old.Token),
		} {
			if !errors.Is(err, rung.ErrStaleToken) {
				t.Errorf("%s with the lapsed token = %v, want ErrStaleToken", name, err)
			}
		}
		if err := l.Complete(ctx, "k", fresh.Token, rung.Outcome{}); err != nil {
			t.Errorf("Complete with the current token: %v", err)
		}
	})

	t.Run("stale writes are rejected", func(t *testing.T) {
		l, _ := fresh(t)
		c := claim(t, l, "k", "fp")
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{}); err != nil {
			t.Fatal(err)
		}
		if err := l.Complete(ctx, "k", c.Token, rung.Outcome{}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("second Complete = %v, want ErrStaleToken", err)
		}
		if err := l.Complete(ctx, "never-claimed", 1, rung.Outcome{}); !errors.Is(err, rung.ErrStaleToken) {
			t.Errorf("Complete of an unclaimed key = %v, want ErrStaleToken", err)
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
}
