package rung_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Seed 001's expired contract: create_purchase_order fails with a premise
// failure that invalidates select_supplier. The planner gets the broad
// context (the goal, what completed, the falsified premise) and its new plan
// replaces the remaining steps; the invalidated step is redone.
func Example_replan() {
	clock := rungtest.NewClock(rungtest.Epoch)
	createPO := rungtest.Func(func(n int, args map[string]any) (any, error) {
		if args["supplier"] == "acme" {
			return nil, rung.Premise(errors.New("supplier contract inactive since 2026-09-19"), "select_supplier")
		}
		return map[string]any{"po_id": "PO-8810"}, nil
	})
	planner := &rungtest.Planner{Plans: []rung.Plan{{Steps: []rung.Step{
		{ID: "select_supplier", Tool: "select_supplier", Args: map[string]any{"sku": "SKU-9", "exclude": "acme"}},
		{ID: "create_purchase_order", Tool: "create_purchase_order", Args: map[string]any{"sku": "SKU-9", "supplier": "${select_supplier.supplier}"}},
	}}}}
	engine := &rung.Engine{
		Tools: []rung.Tool{
			rungtest.Func(func(n int, args map[string]any) (any, error) {
				if args["exclude"] == "acme" {
					return map[string]any{"supplier": "globex"}, nil
				}
				return map[string]any{"supplier": "acme"}, nil
			}).Tool("select_supplier", "sku", "exclude"),
			createPO.Tool("create_purchase_order", "sku", "supplier"),
		},
		Planner: planner, Clock: clock,
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "restock SKU-9", Steps: []rung.Step{
		{ID: "select_supplier", Tool: "select_supplier", Args: map[string]any{"sku": "SKU-9"}},
		{ID: "create_purchase_order", Tool: "create_purchase_order", Args: map[string]any{"sku": "SKU-9", "supplier": "${select_supplier.supplier}"}},
	}})
	if err != nil {
		panic(err)
	}
	req := planner.PlanRequests()[0]
	fmt.Println("falsified:", req.FailedStep.ID, "-", req.Failure.Message, "; invalidates", req.Failure.Invalidates)
	for _, c := range req.Completed {
		fmt.Println("completed:", c.Step.ID, c.Output, "invalidated:", c.Invalidated)
	}
	for _, s := range report.Steps {
		fmt.Println("plan", s.Plan, s.ID, s.State, s.Output, "invalidated:", s.Invalidated)
	}
	fmt.Println(report.Outcome, "after", report.Plans, "plans")
	// Output:
	// falsified: create_purchase_order - supplier contract inactive since 2026-09-19 ; invalidates [select_supplier]
	// completed: select_supplier map[supplier:acme] invalidated: true
	// plan 1 select_supplier done map[supplier:acme] invalidated: true
	// plan 1 create_purchase_order failed <nil> invalidated: false
	// plan 2 select_supplier done map[supplier:globex] invalidated: false
	// plan 2 create_purchase_order done map[po_id:PO-8810] invalidated: false
	// completed after 2 plans
}
