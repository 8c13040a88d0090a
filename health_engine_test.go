package rung_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

var fleetStart = time.Date(2026, 3, 2, 12, 3, 0, 0, time.UTC)

func down503() error {
	return rung.Transient(errors.New("503 Service Unavailable")).WithCode("http", 503, "")
}

// fleetEngine returns an engine whose runs share health, calling charge
// (which fails as scripted) with backup declared as its alternative when
// withBackup is set.
func fleetEngine(clock *rungtest.Clock, health rung.Health, charge, backup *rungtest.Script) *rung.Engine {
	primary := charge.Tool("charge")
	primary.Host = func(map[string]any) string { return "api.pay.example" }
	tools := []rung.Tool{primary}
	if backup != nil {
		primary.Alternatives = []string{"backup"}
		tools = []rung.Tool{primary, backup.Tool("backup")}
	}
	return &rung.Engine{
		Tools: tools, Clock: clock, Health: health, Jitter: rungtest.Jitter(1),
		Policy: rung.Policy{Breaker: rung.Breaker{Failures: 3, Window: time.Minute, Cooldown: 30 * time.Second}},
	}
}

func chargePlan() *rung.Plan {
	return &rung.Plan{Goal: "charge", Steps: []rung.Step{{ID: "pay", Tool: "charge"}}}
}

// TestFleetBreakerSkipsRetries: once K failures across runs open the
// breaker, a run goes straight to the declared alternative without calling
// the dead endpoint, and the decision says what the fleet knows.
func TestFleetBreakerSkipsRetries(t *testing.T) {
	clock := rungtest.NewClock(fleetStart)
	health := rung.NewMemoryHealth()
	charge, backup := rungtest.Fails(down503()), rungtest.Returns("ok")
	var calls []int
	for i := range 3 {
		e := fleetEngine(clock, health, charge, backup)
		e.RunID = "run-" + string(rune('a'+i))
		before := charge.Count()
		rep, err := e.Run(context.Background(), chargePlan())
		if err != nil || rep.Outcome != rung.OutcomeCompleted {
			t.Fatalf("run %d: %v, %v (%s)", i+1, rep.Outcome, err, rep.Reason)
		}
		calls = append(calls, charge.Count()-before)
		if i == 2 {
			last := rep.Actions[len(rep.Actions)-1]
			want := "circuit open: charge has been down since 12:03:00 UTC, with 3 failures in 2 runs (next probe at 12:03:30 UTC), so a retry would spend a call on a dead endpoint: reroute to the declared alternative backup"
			if last.Action != rung.ActionReroute || last.Reason != want {
				t.Errorf("run 3's decision = %s %q,\nwant reroute %q", last.Action, last.Reason, want)
			}
		}
	}
	// Run a: a retry, then the alternative (the usual ladder). Run b: its
	// first failure is the fleet's third, so it reroutes at once. Run c:
	// no call of the dead endpoint at all.
	if want := []int{2, 1, 0}; !equalInts(calls, want) {
		t.Errorf("calls of the dead endpoint per run = %v, want %v", calls, want)
	}
	if backup.Count() != 3 {
		t.Errorf("backup calls = %d, want 3", backup.Count())
	}
}

// TestFleetBreakerHandsBack: with no alternative the open breaker hands
// back at once, naming the outage.
func TestFleetBreakerHandsBack(t *testing.T) {
	clock := rungtest.NewClock(fleetStart)
	health := rung.NewMemoryHealth()
	charge := rungtest.Fails(down503())
	for i, run := range []string{"a", "b", "c"} {
		e := fleetEngine(clock, health, charge, nil)
		e.RunID = run
		before := charge.Count()
		rep, _ := e.Run(context.Background(), chargePlan())
		if rep.Outcome != rung.OutcomeHandback {
			t.Fatalf("run %s: %v, want a hand-back", run, rep.Outcome)
		}
		if i == 2 {
			if n := charge.Count() - before; n != 0 {
				t.Errorf("run c called the dead endpoint %d times, want 0", n)
			}
			if !strings.Contains(rep.Reason, "circuit open: charge has been down since 12:03:") || !strings.Contains(rep.Reason, "no untried alternative is declared: hand back") {
				t.Errorf("run c's reason = %q", rep.Reason)
			}
		}
	}
}

// TestFleetProbeCloses: after the cooldown one run probes; its success
// closes the breaker and the next run calls the endpoint as usual.
func TestFleetProbeCloses(t *testing.T) {
	clock := rungtest.NewClock(fleetStart)
	health := rung.NewMemoryHealth()
	key := rung.HealthKey{Tool: "charge", Host: "api.pay.example"}
	b := rung.Breaker{Failures: 3, Window: time.Minute, Cooldown: 30 * time.Second}
	for i := range 3 {
		health.Record(context.Background(), key, "other", rung.HealthOutcome{At: fleetStart.Add(time.Duration(i) * time.Second), Down: true}, b)
	}
	charge, backup := rungtest.Returns("charged"), rungtest.Returns("ok")
	e := fleetEngine(clock, health, charge, backup)
	if rep, _ := e.Run(context.Background(), chargePlan()); rep.Outcome != rung.OutcomeCompleted || charge.Count() != 0 || backup.Count() != 1 {
		t.Fatalf("inside the cooldown: %v, charge %d, backup %d calls; want completed on the backup alone", rep.Outcome, charge.Count(), backup.Count())
	}
	clock.Advance(40 * time.Second)
	if rep, _ := e.Run(context.Background(), chargePlan()); rep.Outcome != rung.OutcomeCompleted || charge.Count() != 1 {
		t.Fatalf("the probe run: %v, charge %d calls; want completed through charge", rep.Outcome, charge.Count())
	}
	c, _ := health.Check(context.Background(), key, "later", clock.Now(), b)
	if c.State != rung.HealthClosed {
		t.Fatalf("after the probe succeeded the breaker is %v, want closed", c.State)
	}
}

// TestFleetRetryAfterShared: a Retry-After another run received is waited
// out before the first call, so this run does not meet the rate limit. The
// wait is the 5s asked for plus a spread of up to 5s more drawn with the
// run's jitter (0.5 here), so the runs that waited do not return at once.
func TestFleetRetryAfterShared(t *testing.T) {
	clock := rungtest.NewClock(fleetStart)
	health := rung.NewMemoryHealth()
	key := rung.HealthKey{Tool: "charge", Host: "api.pay.example"}
	health.Record(context.Background(), key, "other", rung.HealthOutcome{At: fleetStart, RetryAfter: 5 * time.Second}, rung.Breaker{})
	charge := rungtest.Func(func(n int, _ map[string]any) (any, error) {
		if clock.Now().Before(fleetStart.Add(5 * time.Second)) {
			return nil, rung.RetryAfter(5*time.Second, errors.New("429 Too Many Requests")).WithCode("http", 429, "")
		}
		return "charged", nil
	})
	e := fleetEngine(clock, health, charge, nil)
	e.Jitter = func() float64 { return 0.5 }
	rep, _ := e.Run(context.Background(), chargePlan())
	if rep.Outcome != rung.OutcomeCompleted || charge.Count() != 1 {
		t.Fatalf("%v with %d calls, want completed with 1 (no 429 met)", rep.Outcome, charge.Count())
	}
	if got := clock.Now().Sub(fleetStart); got != 7500*time.Millisecond {
		t.Errorf("waited %s, want 7.5s (the shared 5s and half the spread)", got)
	}
}

// TestSessionFleetBreaker: a Session sharing the health refuses to call an
// endpoint the fleet knows is down; its verdict says why and names the
// alternative.
func TestSessionFleetBreaker(t *testing.T) {
	clock := rungtest.NewClock(fleetStart)
	health := rung.NewMemoryHealth()
	b := rung.Breaker{Failures: 3}
	charge := rungtest.Fails(down503())
	tool := charge.Tool("charge")
	tool.Alternatives = []string{"backup"}
	for i := range 2 {
		s := rung.NewSession(rung.SessionOptions{ID: "s" + string(rune('0'+i)), Clock: clock, Health: health, Policy: rung.Policy{Breaker: b, Retries: 1}, Jitter: rungtest.Jitter(1)})
		s.Call(context.Background(), &tool, map[string]any{})
	}
	if charge.Count() != 3 {
		t.Fatalf("first two sessions made %d calls, want 3 (the breaker opened on the third)", charge.Count())
	}
	s := rung.NewSession(rung.SessionOptions{ID: "s2", Clock: clock, Health: health, Policy: rung.Policy{Breaker: b}})
	_, err := s.Call(context.Background(), &tool, map[string]any{})
	var v *rung.Verdict
	if !errors.As(err, &v) {
		t.Fatalf("err = %v, want a verdict", err)
	}
	if charge.Count() != 3 {
		t.Errorf("the third session called the dead endpoint (%d calls)", charge.Count())
	}
	if !strings.Contains(v.Reason, "circuit open: charge has been down since 12:03:00 UTC, with 3 failures in 2 runs") || !strings.Contains(v.Reason, "backup") {
		t.Errorf("verdict reason = %q", v.Reason)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestFleetBreakerNeverBlocksAReplay: a write whose reply was lost opens
// the breaker (K = 1 here), yet its replay behind the same key is made:
// an effect that may exist is settled, never left for the breaker.
func TestFleetBreakerNeverBlocksAReplay(t *testing.T) {
	clock := rungtest.NewClock(fleetStart)
	var keys []string
	applied := map[string]bool{}
	tool := rung.Tool{Name: "charge", Identifying: []string{}}
	tool.SideEffects, tool.AcceptsIdempotencyKey = true, true
	tool.Call = func(ctx context.Context, _ map[string]any) (any, error) {
		key := rung.IdempotencyKey(ctx)
		keys = append(keys, key)
		first := !applied[key]
		applied[key] = true
		if first {
			return nil, rung.Timeout(errors.New("read timeout after the request was sent")).WithEffect(rung.EffectPossible)
		}
		return "charged", nil
	}
	health := rung.NewMemoryHealth()
	e := &rung.Engine{Tools: []rung.Tool{tool}, Clock: clock, Health: health, Ledger: ledger.NewMemory(clock), Jitter: rungtest.Jitter(1),
		Policy: rung.Policy{Breaker: rung.Breaker{Failures: 1}}}
	rep, err := e.Run(context.Background(), chargePlan())
	if err != nil || rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("%v, %v (%s); want completed by the replay", rep.Outcome, err, rep.Reason)
	}
	if len(keys) != 2 || keys[0] != keys[1] || len(applied) != 1 {
		t.Fatalf("calls under keys %v; want the replay under the first call's key, one effect", keys)
	}
	if c, _ := health.Check(context.Background(), rung.HealthKey{Tool: "charge"}, "other", clock.Now(), rung.Breaker{Failures: 1}); c.State != rung.HealthClosed {
		t.Errorf("after the replay's answer the breaker is %v, want closed", c.State)
	}
}

// TestSessionFleetRetryAfter: a Session waits out a Retry-After another
// member of the fleet received before it calls, and then calls once.
func TestSessionFleetRetryAfter(t *testing.T) {
	clock := rungtest.NewClock(fleetStart)
	health := rung.NewMemoryHealth()
	health.Record(context.Background(), rung.HealthKey{Tool: "charge"}, "other", rung.HealthOutcome{At: fleetStart, RetryAfter: 4 * time.Second}, rung.Breaker{})
	charge := rungtest.Func(func(int, map[string]any) (any, error) {
		if clock.Now().Before(fleetStart.Add(4 * time.Second)) {
			return nil, rung.RetryAfter(4*time.Second, errors.New("429 Too Many Requests")).WithCode("http", 429, "")
		}
		return "charged", nil
	})
	tool := charge.Tool("charge")
	s := rung.NewSession(rung.SessionOptions{Clock: clock, Health: health, Jitter: func() float64 { return 0 }})
	if out, err := s.Call(context.Background(), &tool, map[string]any{}); err != nil || out != "charged" || charge.Count() != 1 {
		t.Fatalf("Call = %v, %v after %d calls; want charged with 1 call", out, err, charge.Count())
	}
	if got := clock.Now().Sub(fleetStart); got != 4*time.Second {
		t.Errorf("waited %s, want the shared 4s", got)
	}
}
