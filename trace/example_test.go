package trace_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/trace"
)

// A trace writer is an engine observer. Here a 503 is retried, and the
// trace read back shows the failure, the decision and the retry; the token
// in the error's URL never reaches the trace.
func ExampleNewWriter() {
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	lookup := rungtest.FailThen(1, rung.Transient(errors.New("503 from https://api.example.com/v1?token=s3cr3t")).WithCode("http", 503, ""), "ok")
	engine := &rung.Engine{
		Tools:     []rung.Tool{lookup.Tool("lookup", "id")},
		Clock:     rungtest.NewClock(rungtest.Epoch),
		Jitter:    rungtest.Jitter(1),
		RunID:     "run-1",
		Observers: []rung.Observer{w},
	}
	if _, err := engine.Run(context.Background(), &rung.Plan{Goal: "look up 7", Steps: []rung.Step{{ID: "lookup", Tool: "lookup", Args: map[string]any{"id": 7}}}}); err != nil {
		panic(err)
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	records, err := trace.Read(&buf)
	if err != nil {
		panic(err)
	}
	for _, r := range records {
		switch r.Type {
		case rung.EventFailure:
			fmt.Println(r.Seq, r.Type, r.Step, r.Failure.Kind, r.Failure.Message)
		case rung.EventDecision:
			fmt.Println(r.Seq, r.Type, r.Step, r.Action, r.WaitMS, "ms")
		case rung.EventStepStart, rung.EventStepEnd:
			fmt.Println(r.Seq, r.Type, r.Step, "attempt", r.Attempt)
		case rung.EventRunEnd:
			fmt.Println(r.Seq, r.Type, r.Outcome)
		}
	}
	// Output:
	// 3 step_start lookup attempt 1
	// 5 failure lookup transient 503 from https://api.example.com/v1?token=[REDACTED]
	// 6 decision lookup retry 200 ms
	// 7 step_start lookup attempt 2
	// 9 step_end lookup attempt 2
	// 10 run_end completed
}
