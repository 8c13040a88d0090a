package rung_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// Seed 001's restocking agent: the purchase order already exists (409). The
// step is skipped, and the fact it discovered, the existing order's id,
// becomes its output, so notify_receiving's "${create_purchase_order.po_id}"
// resolves to the order that exists rather than one never created.
func Example_skip() {
	clock := rungtest.NewClock(rungtest.Epoch)
	createPO := rungtest.Fails(rung.Conflict(
		errors.New("409 Conflict: open purchase order PO-7731 already covers SKU-9 from acme"),
		map[string]any{"po_id": "PO-7731"},
	).WithCode("http", 409, "duplicate_order"))
	notify := rungtest.Returns("notified")
	engine := &rung.Engine{
		Tools: []rung.Tool{
			rungtest.Returns(map[string]any{"supplier": "acme"}).Tool("select_supplier", "sku"),
			createPO.Tool("create_purchase_order", "sku", "supplier"),
			notify.Tool("notify_receiving", "po"),
		},
		Clock: clock,
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "restock SKU-9", Steps: []rung.Step{
		{ID: "select_supplier", Tool: "select_supplier", Args: map[string]any{"sku": "SKU-9"}},
		{ID: "create_purchase_order", Tool: "create_purchase_order", Args: map[string]any{"sku": "SKU-9", "supplier": "${select_supplier.supplier}"}},
		{ID: "notify_receiving", Tool: "notify_receiving", Args: map[string]any{"po": "${create_purchase_order.po_id}"}},
	}})
	if err != nil {
		panic(err)
	}
	fmt.Println("notify_receiving was told about", notify.Calls()[0].Args["po"])
	for _, s := range report.Steps {
		if s.Fact != nil {
			fmt.Println(s.ID, s.State, "with fact", s.Fact)
			continue
		}
		fmt.Println(s.ID, s.State)
	}
	fmt.Println(report.Outcome)
	// Output:
	// notify_receiving was told about PO-7731
	// select_supplier done
	// create_purchase_order skipped with fact map[po_id:PO-7731]
	// notify_receiving done
	// completed
}
