package rung_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Seed 002's missing export: s3.get says NoSuchKey, a premise failure. The
// run has no observation the first plan lacked, so before asking for a new
// plan the engine runs the tool's declared probe (list the prefix), and the
// replan is conditioned on what it saw.
func Example_probe() {
	clock := rungtest.NewClock(rungtest.Epoch)
	get := rungtest.Sequence(
		rungtest.Err(rung.Premise(errors.New("NoSuchKey: The specified key does not exist.")).WithCode("aws", 404, "NoSuchKey")),
		rungtest.OK("61,400 rows"),
	)
	getTool := get.Tool("s3.get", "bucket", "key")
	getTool.Probes = []rung.Call{{Tool: "s3.list", Args: map[string]any{"bucket": "vendor-drops", "prefix": "vendor/exports/"}, About: "is the prefix empty?"}}
	fetch := rung.Step{ID: "fetch", Tool: "s3.get", Args: map[string]any{"bucket": "vendor-drops", "key": "vendor/exports/2026-03-invoice.csv"}}
	planner := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{
		{ID: "request_export", Tool: "vendor.request_export", Args: map[string]any{"period": "2026-03"}},
		fetch,
	}}}}
	engine := &rung.Engine{
		Tools: []rung.Tool{
			getTool,
			rungtest.Returns([]any{}).WithLatency(clock, 2*time.Second).Tool("s3.list", "bucket", "prefix"),
			rungtest.Returns(map[string]any{"job": "exp-9"}).Tool("vendor.request_export", "period"),
		},
		Planner: planner, Clock: clock,
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "reconcile the March invoices", Steps: []rung.Step{fetch}})
	if err != nil {
		panic(err)
	}
	for _, a := range report.Actions {
		fmt.Println(a.Action, a.Kind, a.Step)
	}
	for _, o := range planner.PlanRequests()[0].Observations {
		fmt.Println("the replan saw:", o.Call.Tool, o.Call.About, "->", o.Output, "at", o.At.Format("15:04:05"))
	}
	fmt.Println(report.Outcome, "after", report.Plans, "plans")
	// Output:
	// probe premise fetch
	// replan premise fetch
	// the replan saw: s3.list is the prefix empty? -> [] at 03:41:02
	// completed after 2 plans
}
