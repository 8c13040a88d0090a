package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 88d25e72: 27/33 overall, 11/17 tricky.
func TestIndependentCases1292(t *testing.T) {
	runIndependent(t, "testdata/independent1292.jsonl", false)
}

// TestGeneralise1292AccessNotGranted holds a grant the user withheld, in
// Plaid's ACCESS_NOT_GRANTED words (denied), and near misses that keep
// their kinds.
func TestGeneralise1292AccessNotGranted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Plaid ACCESS_NOT_GRANTED", "http", 400, "ACCESS_NOT_GRANTED", `{"error_type":"ITEM_ERROR","error_code":"ACCESS_NOT_GRANTED","error_message":"access to this product was not granted for the account","display_message":null}`, rung.KindDenied},
		{"display message alone", "http", 400, "", `{"error":"The user did not grant the necessary permissions for this product on their account."}`, rung.KindDenied},
		{"bare error_message", "", 0, "", "access to this product was not granted for the account", rung.KindDenied},
		// Near misses.
		{"near miss: a refund not granted by amount", "http", 400, "", `{"error":"amount is invalid"}`, rung.KindInvalid},
		{"near miss: product not enabled for the client", "http", 400, "", `{"error":"this product is not found"}`, rung.KindPremise},
	})
}
