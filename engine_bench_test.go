package rung_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// BenchmarkEngineStep measures the engine's overhead per successful step:
// a 100-step plan of a tool that returns at once, with no observers, divided
// by the step count (ns/step).
func BenchmarkEngineStep(b *testing.B) {
	const steps = 100
	ok := rung.Tool{Name: "noop", Identifying: []string{"i"}, Call: func(context.Context, map[string]any) (any, error) { return nil, nil }}
	plan := &rung.Plan{Goal: "bench"}
	for i := range steps {
		plan.Steps = append(plan.Steps, rung.Step{ID: "s" + strconv.Itoa(i), Tool: "noop", Args: map[string]any{"i": i}})
	}
	e := &rung.Engine{Tools: []rung.Tool{ok}, Clock: rungtest.NewClock(rungtest.Epoch), RunID: "bench", Limits: rung.Limits{Tokens: 1000, Deadline: 1 << 40}}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Run(ctx, plan); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*steps), "ns/step")
}
