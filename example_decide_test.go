package rung_test

import (
	"errors"
	"fmt"
	"time"

	"github.com/rungkit/rung"
)

// Decide is the pure core: the same failure gets a different rung as the
// step's history grows, and the reason names the rule and its evidence.
func ExampleDecide() {
	now := time.Date(2026, 3, 12, 3, 41, 0, 0, time.UTC)
	throttled := rung.Transient(errors.New("429 Too Many Requests")).WithCode("http", 429, "")
	policy := rung.Interactive()
	budget := rung.BudgetState{Deadline: now.Add(20 * time.Second)}
	for attempts := 1; attempts <= 2; attempts++ {
		d := rung.Decide(now, throttled, rung.StepHistory{Tool: "calendar.book", Attempts: attempts}, rung.RunHistory{}, budget, policy)
		fmt.Printf("attempt %d: %s (%s) %s\n", attempts, d.Action, d.Rule, d.Reason)
	}
	tight := rung.BudgetState{Deadline: now.Add(3 * time.Second)}
	d := rung.Decide(now, throttled, rung.StepHistory{Tool: "calendar.book", Attempts: 1, Expected: 5 * time.Second}, rung.RunHistory{}, tight, policy)
	fmt.Printf("3 s left: %s (%s) %s\n", d.Action, d.Rule, d.Reason)
	// Output:
	// attempt 1: retry (kind) transient failure: retry 1 of 1
	// attempt 2: handback (kind) transient failure persisted through 1 retry; a dead endpoint is not a prompt problem, and no untried alternative is declared: hand back
	// 3 s left: handback (budget) budget: 3s left, needs 5.2s for a retry; handing back instead of starting what cannot finish
}

// Two plans that differ only in an argument that does not change what the
// call touches fingerprint the same.
func ExampleFingerprint() {
	tools := []rung.Tool{{Name: "s3.get", Identifying: []string{"bucket", "key"}}}
	plan := func(args map[string]any) *rung.Plan {
		return &rung.Plan{Steps: []rung.Step{{ID: "fetch", Tool: "s3.get", Args: args}}}
	}
	a := rung.Fingerprint(plan(map[string]any{"bucket": "vendor-drops", "key": "2026-03-invoice.csv"}), tools)
	b := rung.Fingerprint(plan(map[string]any{"key": "2026-03-invoice.csv", "bucket": "vendor-drops", "region": "us-east-1"}), tools)
	fmt.Println(a == b, len(a))
	// Output:
	// true 12
}
