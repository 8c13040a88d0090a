package rung_test

import (
	"context"
	"fmt"
	"sync"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// memoryCheckpoints keeps checkpoints in memory. Package durable stores them
// in the ledger's SQLite or PostgreSQL database instead, which is what
// survives a crash.
type memoryCheckpoints struct {
	mu   sync.Mutex
	runs map[string][]rung.Checkpoint
}

func (m *memoryCheckpoints) SaveStep(_ context.Context, run string, c rung.Checkpoint) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.runs[run] = append(m.runs[run], c)
	return nil
}

func (m *memoryCheckpoints) LoadRun(_ context.Context, run string) ([]rung.Checkpoint, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.runs[run]) == 0 {
		return nil, rung.ErrNoRun
	}
	return append([]rung.Checkpoint(nil), m.runs[run]...), nil
}

func (m *memoryCheckpoints) Diverge(recorded []rung.Checkpoint, plan *rung.Plan) []rung.Divergence {
	var out []rung.Divergence
	for _, c := range recorded {
		if c.Index >= len(plan.Steps) || plan.Steps[c.Index].ID != c.Step {
			out = append(out, rung.Divergence{Kind: "missing", Step: c.Step, Detail: "step " + c.Step + " is not where it was"})
		}
	}
	return out
}

// A run is cancelled while its second step runs (Ctrl-C). Resume continues
// it: the first step completes from its checkpoint without a call.
func ExampleEngine_Resume() {
	ctx, cancel := context.WithCancel(context.Background())
	export := rungtest.Returns(map[string]any{"rows": 61400})
	upload := rungtest.Func(func(n int, _ map[string]any) (any, error) {
		if n == 1 {
			cancel()
			return nil, ctx.Err()
		}
		return map[string]any{"uploaded": true}, nil
	})
	engine := &rung.Engine{
		Tools:       []rung.Tool{export.Tool("export"), upload.Tool("upload")},
		Checkpoints: &memoryCheckpoints{runs: map[string][]rung.Checkpoint{}},
		RunID:       "nightly-0341",
	}
	plan := &rung.Plan{Goal: "export and upload", Steps: []rung.Step{
		{ID: "export", Tool: "export"},
		{ID: "upload", Tool: "upload", Args: map[string]any{"rows": "${export.rows}"}},
	}}
	report, err := engine.Run(ctx, plan)
	fmt.Println(report.Outcome, err)

	report, err = engine.Resume(context.Background(), "nightly-0341", plan)
	if err != nil {
		panic(err)
	}
	for _, s := range report.Steps {
		fmt.Println(s.ID, s.State, "restored:", s.Restored)
	}
	fmt.Println(report.Outcome, "; export called", export.Count(), "time, upload", upload.Count(), "times")
	// Output:
	// handback context canceled
	// export done restored: true
	// upload done restored: false
	// completed ; export called 1 time, upload 2 times
}
