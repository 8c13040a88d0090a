package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 38e4f74a: 26/30 overall, 9/13 tricky.
func TestIndependentCases1218(t *testing.T) {
	runIndependent(t, "testdata/independent1218.jsonl", false)
}

// TestGeneralise1218StatusTransition: a trigger's RAISE that forbids a move
// between two states under a check or data SQLSTATE reads premise
// (statemachine.go stateMachineWords, read by raised.go raisedWords); a
// malformed transition argument and the server's own check text keep invalid.
func TestGeneralise1218StatusTransition(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"23514 RAISE with DETAIL", "postgres", 0, "23514", "ERROR: illegal status transition for order 1001: shipped -> pending (SQLSTATE 23514)\nDETAIL: Shipped orders are final.\nHINT: Create a return instead.", rung.KindPremise},
		{"22023 RAISE", "postgres", 0, "22023", "ERROR: illegal state transition for shipment 77: delivered -> in_transit (SQLSTATE 22023)", rung.KindPremise},
		{"22000 RAISE bare", "postgres", 0, "22000", "ERROR: Illegal status transition: cancelled -> paid (SQLSTATE 22000)", rung.KindPremise},
		{"near miss: malformed transition id", "postgres", 0, "22023", "ERROR: invalid status transition id \"x-9\" (SQLSTATE 22023)", rung.KindInvalid},
		{"near miss: server check text", "postgres", 0, "23514", "ERROR: new row for relation \"orders\" violates check constraint \"orders_status_check\" (SQLSTATE 23514)", rung.KindInvalid},
		{"near miss: format raise", "postgres", 0, "22023", "ERROR: sku \"ab-1\" does not match the catalogue format (SQLSTATE 22023)", rung.KindInvalid},
	})
}
