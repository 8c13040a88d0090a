package bench_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/rungkit/rung/bench"
)

// TestFleetBar is the bar on a fixed seed: with an outage on the
// shared database, rung with fleet health wastes at least 5x fewer calls
// than rung without, completes as many runs, and duplicates no effect. The
// clock is virtual and the fleet runs one goroutine at a time, so the
// figures are exact, not timed.
func TestFleetBar(t *testing.T) {
	rep, err := bench.RunFleet(context.Background(), bench.DefaultFleetWorkload(200, 1))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	rep.WriteTable(&out)
	t.Log("\n" + out.String())
	with, without := rep.Policies[0], rep.Policies[1]
	if with.Policy != bench.RungFleet || without.Policy != bench.Rung {
		t.Fatalf("policies = %s, %s; want rung-fleet then rung", with.Policy, without.Policy)
	}
	if with.Wasted*5 > without.Wasted {
		t.Errorf("wasted calls: %d with fleet health, %d without: under 5x", with.Wasted, without.Wasted)
	}
	if with.Completed != without.Completed || with.Completed != with.Runs {
		t.Errorf("completed: %d with, %d without, of %d", with.Completed, without.Completed, with.Runs)
	}
	if with.Duplicates != 0 || without.Duplicates != 0 {
		t.Errorf("duplicates: %d with, %d without; want 0", with.Duplicates, without.Duplicates)
	}
	if !rep.Target.Met {
		t.Errorf("target not met: %s", rep.Target.Detail)
	}
}

// TestFleetSweep runs the fleet over sizes and rate-limit pressures (the
// table in docs/bench.md comes from its -v output) and holds what must hold
// in all of them: fleet health never completes fewer runs, never
// duplicates an effect, and sends at least 5x fewer calls into the outage.
// The rate-limited calls are not held to 5x: under demand above a
// limit's capacity a shared Retry-After only spreads the calls that meet it
// (docs/bench.md, "What fleet health does not fix").
func TestFleetSweep(t *testing.T) {
	for _, runs := range []int{50, 200, 1000} {
		if runs > 200 && testing.Short() {
			continue
		}
		for _, rates := range [][2]int{{10, 5}, {5, 3}, {4, 2}} {
			w := bench.DefaultFleetWorkload(runs, 1)
			w.ReplicaRate, w.OrdersRate = rates[0], rates[1]
			rep, err := bench.RunFleet(context.Background(), w)
			if err != nil {
				t.Fatal(err)
			}
			with, without := rep.Policies[0], rep.Policies[1]
			t.Logf("R=%d replica %d/s orders %d/s: wasted %d vs %d (%.1fx); into the outage %d vs %d; rate-limited %d vs %d; completed %d vs %d; mean %dms vs %dms",
				runs, rates[0], rates[1], with.Wasted, without.Wasted, rep.Ratio, with.OutageCalls, without.OutageCalls,
				with.Limited, without.Limited, with.Completed, without.Completed, with.MeanMS, without.MeanMS)
			if with.Completed < without.Completed {
				t.Errorf("R=%d rates %v: fleet health completed %d, without %d", runs, rates, with.Completed, without.Completed)
			}
			if with.Duplicates != 0 || without.Duplicates != 0 {
				t.Errorf("R=%d rates %v: duplicates %d and %d", runs, rates, with.Duplicates, without.Duplicates)
			}
			if with.OutageCalls*5 > without.OutageCalls {
				t.Errorf("R=%d rates %v: calls into the outage %d with, %d without: under 5x", runs, rates, with.OutageCalls, without.OutageCalls)
			}
		}
	}
}

// TestFleetDeterministic: the same workload gives the same report, byte for
// byte: the clock is virtual and runs one goroutine at a time.
func TestFleetDeterministic(t *testing.T) {
	var outs [2]bytes.Buffer
	for i := range outs {
		rep, err := bench.RunFleet(context.Background(), bench.DefaultFleetWorkload(100, 7))
		if err != nil {
			t.Fatal(err)
		}
		rep.WriteJSON(&outs[i])
	}
	if outs[0].String() != outs[1].String() {
		t.Fatalf("two runs of one workload differ:\n%s\n%s", outs[0].String(), outs[1].String())
	}
}
