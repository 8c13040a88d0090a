package rung_test

import (
	"context"
	"io"
	"strconv"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/trace"
)

// BenchmarkEngineStep measures the engine's overhead per successful step:
// a 100-step plan of a tool that returns at once, with no observers, divided
// by the step count (ns/step).
//
// "observed" attaches an observer that keeps nothing: what the engine itself
// spends on events (building them, redacting their text), where the bar is
// at most half again the unobserved step. "traced" attaches the JSONL trace
// writer (to io.Discard), which also encodes every event.
func BenchmarkEngineStep(b *testing.B) {
	b.Run("unobserved", func(b *testing.B) { benchmarkEngineStep(b, nil) })
	var events int
	b.Run("observed", func(b *testing.B) { benchmarkEngineStep(b, rung.ObserverFunc(func(rung.Event) { events++ })) })
	b.Run("traced", func(b *testing.B) { benchmarkEngineStep(b, trace.NewWriter(io.Discard)) })
}

func benchmarkEngineStep(b *testing.B, obs rung.Observer) {
	const steps = 100
	ok := rung.Tool{Name: "noop", Identifying: []string{"i"}, Call: func(context.Context, map[string]any) (any, error) { return nil, nil }}
	plan := &rung.Plan{Goal: "bench"}
	for i := range steps {
		plan.Steps = append(plan.Steps, rung.Step{ID: "s" + strconv.Itoa(i), Tool: "noop", Args: map[string]any{"i": i}})
	}
	e := &rung.Engine{Tools: []rung.Tool{ok}, Clock: rungtest.NewClock(rungtest.Epoch), RunID: "bench", Limits: rung.Limits{Tokens: 1000, Deadline: 1 << 40}}
	if obs != nil {
		e.Observers = []rung.Observer{obs}
	}
	ctx := context.Background()
	b.ReportAllocs()
	cpu0, cpuOK := cpuTime()
	for b.Loop() {
		if _, err := e.Run(ctx, plan); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*steps), "ns/step")
	if cpu1, ok := cpuTime(); ok && cpuOK {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N*steps), "cpu-ns/step")
	}
}

// BenchmarkEngineRunOneStep measures the fixed cost of a run: a plan of one
// step of a tool that returns at once, an Engine that sets nothing but a
// virtual clock (no observers, no ledger). The bar is at most 1 µs.
func BenchmarkEngineRunOneStep(b *testing.B) {
	ok := rung.Tool{Name: "noop", Call: func(context.Context, map[string]any) (any, error) { return nil, nil }}
	plan := &rung.Plan{Goal: "bench", Steps: []rung.Step{{ID: "s", Tool: "noop"}}}
	e := &rung.Engine{Tools: []rung.Tool{ok}, Clock: rungtest.NewClock(rungtest.Epoch)}
	ctx := context.Background()
	b.ReportAllocs()
	cpu0, cpuOK := cpuTime()
	for b.Loop() {
		if _, err := e.Run(ctx, plan); err != nil {
			b.Fatal(err)
		}
	}
	if cpu1, ok := cpuTime(); ok && cpuOK {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
	}
}
