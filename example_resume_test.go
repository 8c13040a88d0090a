package rung_test

import (
	"context"
	"fmt"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// A run is cancelled while its second step, a write behind an idempotency
// key, runs (Ctrl-C). Resume continues it from the checkpoints: the first
// step completes from its checkpoint without a call, and the second is
// called again behind the same key. A ledger.Memory keeps the keys and the
// checkpoints for this process only; ledger/sqlite and ledger/postgres are
// what survive a crash.
func ExampleEngine_Resume() {
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	defer store.Close()

	ctx, cancel := context.WithCancel(context.Background())
	export := rungtest.Returns(map[string]any{"rows": 61400})
	upload := rungtest.Func(func(n int, _ map[string]any) (any, error) {
		if n == 1 {
			cancel()
			return nil, ctx.Err()
		}
		return map[string]any{"uploaded": true}, nil
	})
	uploadTool := upload.Tool("upload")
	uploadTool.SideEffects, uploadTool.AcceptsIdempotencyKey = true, true
	engine := &rung.Engine{
		Tools:       []rung.Tool{export.Tool("export"), uploadTool},
		Ledger:      store,
		Checkpoints: durable.New(store),
		Clock:       clock,
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
	recs, _ := store.LoadRun(context.Background(), "nightly-0341")
	fmt.Println(len(recs), "checkpoints")
	// Output:
	// handback context canceled
	// export done restored: true
	// upload done restored: false
	// completed ; export called 1 time, upload 2 times
	// 2 checkpoints
}
