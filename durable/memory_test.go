package durable_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

func openMemory(t *testing.T) ledger.Store {
	st := ledger.NewMemoryStore(ledger.Options{Clock: rungtest.NewClock(time.Time{})})
	t.Cleanup(func() { st.Close() })
	return st
}

// TestResumeOnMemory runs the cancel and crash cases on ledger.Memory: the
// in-process store checkpoints and resumes a run as the SQL stores do,
// within one process.
func TestResumeOnMemory(t *testing.T) {
	t.Run("cancel", func(t *testing.T) { testResumeAfterCancel(t, openMemory(t)) })
	t.Run("crash", func(t *testing.T) { testResumeAfterCrash(t, openMemory(t)) })
}

// A run on ledger.Memory is cancelled while its second step runs; Resume
// continues it from the checkpoints Memory kept: the first step is
// restored without a call, and the second, whose first call was cut off,
// is called again behind the same idempotency key. Memory forgets
// everything when the process exits, so it suits tests and dry runs; a run
// that must survive a crash needs ledger/sqlite or ledger/postgres.
func ExampleNew_memory() {
	clock := rungtest.NewClock(time.Time{})
	store := ledger.NewMemoryStore(ledger.Options{Clock: clock})
	defer store.Close()

	ctx, cancel := context.WithCancel(context.Background())
	export := rungtest.Returns(map[string]any{"rows": 61400})
	upload := rungtest.Func(func(n int, _ map[string]any) (any, error) {
		if n == 1 {
			cancel() // Ctrl-C while the upload runs
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
