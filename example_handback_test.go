package rung_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Seed 002's 03:41 run, stopped on evidence: the export is missing, and the
// planner's second plan asks for the same key again, with a region hint that
// does not change what the call touches. Its fingerprint equals the first
// plan's, so the run hands back at once with a report instead of replanning
// in circles.
func Example_handback() {
	clock := rungtest.NewClock(rungtest.Epoch)
	get := rungtest.Fails(rung.Premise(errors.New("NoSuchKey: The specified key does not exist.")).WithCode("aws", 404, "NoSuchKey"))
	args := map[string]any{"bucket": "vendor-drops", "key": "vendor/exports/2026-03-invoice.csv"}
	planner := &rungtest.Planner{
		Plans: []rung.Plan{{Steps: []rung.Step{{ID: "fetch_again", Tool: "s3.get",
			Args: map[string]any{"bucket": "vendor-drops", "key": "vendor/exports/2026-03-invoice.csv", "region": "us-east-1"}}}}},
		Usage: &rung.Usage{InputTokens: 2800, OutputTokens: 320},
	}
	engine := &rung.Engine{
		Tools:   []rung.Tool{get.WithLatency(clock, 1500*time.Millisecond).Tool("s3.get", "bucket", "key")},
		Planner: planner, Clock: clock, RunID: "run-0341",
		Limits: rung.Limits{Deadline: 300 * time.Second, Tokens: 30000},
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "reconcile the March invoices", Steps: []rung.Step{
		{ID: "fetch", Tool: "s3.get", Args: args},
	}})
	if err != nil {
		panic(err)
	}
	fmt.Print(report.Text())
	// Output:
	// HANDBACK after 2 plans, 3,120 tokens, 1 tool call, 1 model call, 1.5s of a 5m budget.
	// reason: convergence: plan 2 has fingerprint 4075e35e8b01, the same as plan 1; it proposes the same actions, so it would meet the same outcome
	// failed: fetch (s3.get) premise aws 404 NoSuchKey: NoSuchKey: The specified key does not exist.
	// repeated fingerprint: 4075e35e8b01 (plan 2 repeats plan 1)
	// steps:
	//   1 fetch (s3.get) FAILED: 1 attempt; NoSuchKey: The specified key does not exist.
	// options:
	//   1. tell the planner what plan 1 lacked: it proposed the same actions again
	//   2. make vendor-drops/vendor/exports/2026-03-invoice.csv available to s3.get (restore it), then rerun from fetch
	//   3. point the plan at another target than vendor-drops/vendor/exports/2026-03-invoice.csv
	// budget: 298 s, 26,880 tokens left
}
