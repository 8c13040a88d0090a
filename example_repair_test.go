package rung_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Seed 000's backfill: loading a week fails with "payload too large". The
// call is wrong, the goal is fine, so the planner is asked to repair the
// step, and it sees only the narrow context: the intent, the arguments sent,
// the verbatim error, the tool's schema and the budget line.
func Example_repair() {
	clock := rungtest.NewClock(rungtest.Epoch)
	load := rungtest.Sequence(
		rungtest.Err(rung.Invalid(errors.New("413 Payload Too Large: batch exceeds 10,000 rows")).WithCode("http", 413, "")),
		rungtest.OK(map[string]any{"rows": 8125}),
	)
	tool := load.Tool("warehouse.load", "table", "from", "to")
	tool.InputSchema = []byte(`{"type":"object","properties":{"table":{"type":"string"},"from":{"type":"string"},"to":{"type":"string"}}}`)
	planner := &rungtest.Planner{Repairs: []map[string]any{
		{"table": "sales_daily", "from": "2026-01-05", "to": "2026-01-06"},
	}}
	engine := &rung.Engine{
		Tools: []rung.Tool{tool}, Planner: planner, Clock: clock,
		Limits: rung.Limits{Deadline: 5 * time.Minute, Tokens: 30000},
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "backfill Q1", Steps: []rung.Step{{
		ID: "load_week_2", Tool: "warehouse.load", Intent: "load week 2 of the export",
		Args: map[string]any{"table": "sales_daily", "from": "2026-01-05", "to": "2026-01-12"},
	}}})
	if err != nil {
		panic(err)
	}
	req := planner.RepairRequests()[0]
	fmt.Println("repair asked for:", req.Step.ID, "with budget", req.Budget)
	fmt.Println("second call:", load.Calls()[1].Args)
	for _, a := range report.Actions {
		fmt.Println(a.Action, a.Kind, a.Step)
	}
	fmt.Println(report.Outcome, report.ModelCalls, "model call")
	// Output:
	// repair asked for: load_week_2 with budget 3 retries, 300 s, 30,000 tokens left
	// second call: map[from:2026-01-05 table:sales_daily to:2026-01-06]
	// repair invalid load_week_2
	// completed 1 model call
}
