package ledgertest

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// RunHealth runs the fleet-health suite (rung.Health). open returns n
// handles on one fresh, empty store: the in-memory Health gives the same
// value n times; a SQL driver opens n connections to one database, so the
// races below are the races of n worker processes.
//
//	func TestHealth(t *testing.T) {
//		ledgertest.RunHealth(t, func(t *testing.T, n int) []rung.Health { ... })
//	}
//
// Times are arguments, never read from a clock: the suite moves time by
// passing a later now.
func RunHealth(t *testing.T, open func(t *testing.T, n int) []rung.Health) {
	ctx := context.Background()
	t0 := time.Date(2026, 3, 2, 12, 3, 0, 0, time.UTC)
	b := rung.Breaker{Failures: 3, Window: time.Minute, Cooldown: 30 * time.Second, ProbeLease: 10 * time.Second}
	key := rung.HealthKey{Tool: "charge", Host: "api.example.com"}
	one := func(t *testing.T) rung.Health { return open(t, 1)[0] }
	check := func(t *testing.T, h rung.Health, run string, now time.Time) rung.HealthCheck {
		t.Helper()
		c, err := h.Check(ctx, key, run, now, b)
		if err != nil {
			t.Fatalf("Check(%s, %s): %v", run, now.Format(time.TimeOnly), err)
		}
		return c
	}
	record := func(t *testing.T, h rung.Health, run string, o rung.HealthOutcome) rung.HealthCheck {
		t.Helper()
		c, err := h.Record(ctx, key, run, o, b)
		if err != nil {
			t.Fatalf("Record(%s, %+v): %v", run, o, err)
		}
		return c
	}
	down := func(at time.Time) rung.HealthOutcome { return rung.HealthOutcome{At: at, Down: true} }
	// trip opens the breaker with K failures from runs r1, r2, r1 at t0,
	// t0+1s, t0+2s; it is then open until t0+32s.
	trip := func(t *testing.T, h rung.Health) {
		t.Helper()
		for i, run := range []string{"r1", "r2", "r1"} {
			record(t, h, run, down(t0.Add(time.Duration(i)*time.Second)))
		}
	}

	t.Run("unknown key is closed", func(t *testing.T) {
		c := check(t, one(t), "r1", t0)
		if c.State != rung.HealthClosed || c.Blocked() || c.Wait(t0) != 0 {
			t.Fatalf("fresh key = %+v, want closed with no wait", c)
		}
	})

	t.Run("K failures within W open the breaker", func(t *testing.T) {
		h := one(t)
		record(t, h, "r1", down(t0))
		if c := record(t, h, "r2", down(t0.Add(time.Second))); c.State != rung.HealthClosed {
			t.Fatalf("after 2 of 3 failures = %v, want closed", c.State)
		}
		c := record(t, h, "r1", down(t0.Add(2*time.Second)))
		want := rung.HealthCheck{State: rung.HealthOpen, Since: t0, Failures: 3, Runs: 2, Until: t0.Add(32 * time.Second)}
		if !sameCheck(c, want) {
			t.Fatalf("after the 3rd failure = %+v, want %+v", c, want)
		}
		if c := check(t, h, "r3", t0.Add(10*time.Second)); !sameCheck(c, want) || !c.Blocked() {
			t.Fatalf("another run's check = %+v, want %+v (blocked)", c, want)
		}
		if got := c.Facts(); got != "has been down since 12:03:00 UTC, with 3 failures in 2 runs (next probe at 12:03:32 UTC)" {
			t.Errorf("Facts() = %q", got)
		}
	})

	t.Run("failures spread wider than W do not open it", func(t *testing.T) {
		h := one(t)
		for i := range 6 {
			c := record(t, h, "r"+strconv.Itoa(i), down(t0.Add(time.Duration(i)*31*time.Second)))
			if c.State != rung.HealthClosed {
				t.Fatalf("failure %d (31s apart, 2 per minute) = %v, want closed", i+1, c.State)
			}
		}
	})

	t.Run("an answer clears the count", func(t *testing.T) {
		h := one(t)
		record(t, h, "r1", down(t0))
		record(t, h, "r1", down(t0.Add(time.Second)))
		if c := record(t, h, "r2", rung.HealthOutcome{At: t0.Add(2 * time.Second)}); c.State != rung.HealthClosed || c.Failures != 0 {
			t.Fatalf("after a success = %+v, want closed with no failures", c)
		}
		record(t, h, "r1", down(t0.Add(3*time.Second)))
		if c := record(t, h, "r1", down(t0.Add(4*time.Second))); c.State != rung.HealthClosed {
			t.Fatalf("2 failures after the success = %v, want closed", c.State)
		}
	})

	t.Run("one probe after the cooldown", func(t *testing.T) {
		h := one(t)
		trip(t, h)
		if c := check(t, h, "r3", t0.Add(31*time.Second)); c.State != rung.HealthOpen || c.Probe {
			t.Fatalf("check before the cooldown ends = %+v, want open, no probe", c)
		}
		at := t0.Add(32 * time.Second)
		c := check(t, h, "r3", at)
		if c.State != rung.HealthHalfOpen || !c.Probe || c.Blocked() {
			t.Fatalf("first check after the cooldown = %+v, want half-open with the probe", c)
		}
		if c := check(t, h, "r4", at.Add(time.Second)); c.State != rung.HealthHalfOpen || c.Probe || !c.Blocked() {
			t.Fatalf("second run's check = %+v, want half-open, blocked", c)
		}
		if c := check(t, h, "r3", at.Add(2*time.Second)); !c.Probe {
			t.Fatalf("the prober checking again = %+v, want it still holds the probe", c)
		}
	})

	t.Run("a failed probe reopens for another cooldown", func(t *testing.T) {
		h := one(t)
		trip(t, h)
		at := t0.Add(40 * time.Second)
		check(t, h, "r3", at)
		c := record(t, h, "r3", down(at.Add(time.Second)))
		want := rung.HealthCheck{State: rung.HealthOpen, Since: t0, Failures: 4, Runs: 3, Until: at.Add(31 * time.Second)}
		if !sameCheck(c, want) {
			t.Fatalf("after the failed probe = %+v, want %+v", c, want)
		}
		if c := check(t, h, "r4", at.Add(30*time.Second)); c.State != rung.HealthOpen || c.Probe {
			t.Fatalf("check inside the new cooldown = %+v, want open", c)
		}
		if c := check(t, h, "r4", at.Add(31*time.Second)); !c.Probe {
			t.Fatalf("check after the new cooldown = %+v, want the probe", c)
		}
	})

	t.Run("a successful probe closes it", func(t *testing.T) {
		h := one(t)
		trip(t, h)
		at := t0.Add(40 * time.Second)
		check(t, h, "r3", at)
		if c := record(t, h, "r3", rung.HealthOutcome{At: at.Add(time.Second)}); c.State != rung.HealthClosed || c.Failures != 0 || c.Runs != 0 {
			t.Fatalf("after the probe's success = %+v, want closed and clear", c)
		}
		if c := check(t, h, "r4", at.Add(2*time.Second)); c.State != rung.HealthClosed || c.Blocked() {
			t.Fatalf("check after the close = %+v, want closed", c)
		}
		// The count starts over: K new failures to open it again.
		record(t, h, "r1", down(at.Add(3*time.Second)))
		if c := record(t, h, "r1", down(at.Add(4*time.Second))); c.State != rung.HealthClosed {
			t.Fatalf("2 failures after the close = %v, want closed", c.State)
		}
	})

	t.Run("a lapsed probe lease frees the slot", func(t *testing.T) {
		h := one(t)
		trip(t, h)
		at := t0.Add(40 * time.Second)
		check(t, h, "r3", at) // r3 takes the probe and dies
		if c := check(t, h, "r4", at.Add(9*time.Second)); c.Probe {
			t.Fatalf("check inside the lease = %+v, want no probe", c)
		}
		if c := check(t, h, "r4", at.Add(10*time.Second)); !c.Probe {
			t.Fatalf("check after the lease lapsed = %+v, want the probe for r4", c)
		}
		if c := check(t, h, "r3", at.Add(11*time.Second)); c.Probe {
			t.Fatalf("the dead prober's check = %+v, want the probe gone", c)
		}
	})

	t.Run("a Retry-After is shared", func(t *testing.T) {
		h := one(t)
		c := record(t, h, "r1", rung.HealthOutcome{At: t0, RetryAfter: 20 * time.Second})
		if c.State != rung.HealthClosed || !c.RetryAfter.Equal(t0.Add(20*time.Second)) {
			t.Fatalf("after a 429 = %+v, want closed with RetryAfter %s", c, t0.Add(20*time.Second))
		}
		if c := check(t, h, "r2", t0.Add(5*time.Second)); c.Wait(t0.Add(5*time.Second)) != 15*time.Second || c.Blocked() {
			t.Fatalf("another run's check = %+v, want a 15s wait, not blocked", c)
		}
		// A shorter Retry-After never shortens the fleet's wait.
		record(t, h, "r3", rung.HealthOutcome{At: t0.Add(6 * time.Second), RetryAfter: time.Second})
		if c := check(t, h, "r2", t0.Add(7*time.Second)); !c.RetryAfter.Equal(t0.Add(20 * time.Second)) {
			t.Fatalf("after a shorter Retry-After = %+v, want RetryAfter still %s", c, t0.Add(20*time.Second))
		}
		if c := check(t, h, "r2", t0.Add(20*time.Second)); c.Wait(t0.Add(20*time.Second)) != 0 || !c.RetryAfter.IsZero() {
			t.Fatalf("check once it passed = %+v, want no wait", c)
		}
	})

	t.Run("a rate limit is not an outage", func(t *testing.T) {
		h := one(t)
		record(t, h, "r1", down(t0))
		record(t, h, "r1", down(t0.Add(time.Second)))
		record(t, h, "r2", rung.HealthOutcome{At: t0.Add(2 * time.Second), RetryAfter: time.Second})
		if c := record(t, h, "r1", down(t0.Add(3*time.Second))); c.State != rung.HealthClosed {
			t.Fatalf("2 failures, a 429, 1 failure = %v, want closed", c.State)
		}
	})

	t.Run("a disabled breaker never opens but shares Retry-After", func(t *testing.T) {
		h := one(t)
		off := rung.Breaker{Failures: -1}
		for i := range 10 {
			c, err := h.Record(ctx, key, "r1", down(t0.Add(time.Duration(i)*time.Millisecond)), off)
			if err != nil || c.State != rung.HealthClosed {
				t.Fatalf("failure %d with the breaker off = %+v, %v; want closed", i+1, c, err)
			}
		}
		if _, err := h.Record(ctx, key, "r1", rung.HealthOutcome{At: t0.Add(time.Second), RetryAfter: 5 * time.Second}, off); err != nil {
			t.Fatal(err)
		}
		if c, err := h.Check(ctx, key, "r2", t0.Add(2*time.Second), off); err != nil || c.Wait(t0.Add(2*time.Second)) != 4*time.Second {
			t.Fatalf("check = %+v, %v; want a 4s wait", c, err)
		}
	})

	t.Run("keys are independent", func(t *testing.T) {
		h := one(t)
		trip(t, h)
		for _, other := range []rung.HealthKey{{Tool: "charge", Host: "eu.example.com"}, {Tool: "refund", Host: "api.example.com"}, {Tool: "charge"}} {
			if c, err := h.Check(ctx, other, "r1", t0.Add(5*time.Second), b); err != nil || c.State != rung.HealthClosed {
				t.Errorf("Check(%v) = %+v, %v; want closed", other, c, err)
			}
		}
	})

	t.Run("concurrent failures are all counted", func(t *testing.T) {
		hs := open(t, 4)
		const per = 10
		var wg sync.WaitGroup
		errs := make(chan error, len(hs)*per)
		for i, h := range hs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for j := range per {
					_, err := h.Record(ctx, key, "w"+strconv.Itoa(i), down(t0.Add(time.Duration(j)*time.Millisecond)), rung.Breaker{Failures: 1000})
					if err != nil {
						errs <- err
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		c := check(t, hs[0], "x", t0.Add(time.Second))
		if c.Failures != len(hs)*per || c.Runs != len(hs) {
			t.Fatalf("after %d concurrent failures from %d runs = %+v", len(hs)*per, len(hs), c)
		}
	})

	t.Run("exactly one prober across handles", func(t *testing.T) {
		hs := open(t, 4)
		trip(t, hs[0])
		at := t0.Add(time.Minute)
		var wg sync.WaitGroup
		var mu sync.Mutex
		var probers []string
		var failed error
		for i, h := range hs {
			for j := range 3 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					run := "w" + strconv.Itoa(i) + "-" + strconv.Itoa(j)
					c, err := h.Check(ctx, key, run, at, b)
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err != nil:
						failed = err
					case c.Probe:
						probers = append(probers, run)
					case c.State != rung.HealthHalfOpen:
						failed = fmt.Errorf("run %s saw %v, want half-open", run, c.State)
					}
				}()
			}
		}
		wg.Wait()
		if failed != nil {
			t.Fatal(failed)
		}
		if len(probers) != 1 {
			t.Fatalf("probers = %v, want exactly one", probers)
		}
	})
}

// sameCheck compares checks by instant, not by time.Time's location.
func sameCheck(a, b rung.HealthCheck) bool {
	return a.State == b.State && a.Probe == b.Probe && a.Failures == b.Failures && a.Runs == b.Runs &&
		a.Since.Equal(b.Since) && a.Until.Equal(b.Until) && a.RetryAfter.Equal(b.RetryAfter)
}

// BenchHealth measures the two calls every tool call makes on h: "check" is
// a Check of a healthy endpoint (the hot path: one read, no write), and
// "record_down" a Record of a failure (default breaker: it opens on the
// fifth) by workers goroutines at once on one key, the worst contention an
// outage brings (every write a compare-and-swap on the same row).
func BenchHealth(b *testing.B, h rung.Health, workers int) {
	ctx := context.Background()
	t0 := time.Now()
	never := rung.Breaker{Failures: 1 << 30}
	b.Run("check", func(b *testing.B) {
		key := rung.HealthKey{Tool: "bench.check", Host: strconv.FormatInt(t0.UnixNano(), 36)}
		b.SetParallelism(workers)
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				if c, err := h.Check(ctx, key, "bench", t0, never); err != nil || c.State != rung.HealthClosed {
					b.Errorf("Check = %+v, %v", c, err)
					return
				}
			}
		})
	})
	b.Run("record_down", func(b *testing.B) {
		key := rung.HealthKey{Tool: "bench.record", Host: strconv.FormatInt(t0.UnixNano(), 36)}
		var n atomic.Int64
		b.SetParallelism(workers)
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				at := t0.Add(time.Duration(n.Add(1)) * time.Microsecond)
				if _, err := h.Record(ctx, key, "bench", rung.HealthOutcome{At: at, Down: true}, rung.Breaker{}); err != nil {
					b.Errorf("Record: %v", err)
					return
				}
			}
		})
	})
}
