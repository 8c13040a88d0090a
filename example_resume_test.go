package rung_test

import (
	"context"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

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
		Tools: []rung.Tool{export.Tool("export"), upload.Tool("upload")},
		// A ledger.Memory keeps checkpoints for this process only; the SQLite
		// and PostgreSQL stores are what survive a crash.
		Checkpoints: durable.New(ledger.NewMemory(nil)),
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
