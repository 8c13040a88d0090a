package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b5e088ac: 26/33 overall, 13/19 tricky.
func TestIndependentCases1342(t *testing.T) {
	runIndependent(t, "testdata/independent1342.jsonl", false)
}

// TestGeneralise1342StockAndBalance: a stock shortage worded "not enough
// quantity" (Amazon MCF ItemQuantityNotAvailable) and a balance "less than"
// what a payout needs (SP-API Transfers InsufficientPayoutAmount) read
// premise, also under a validation label or a 400; near misses keep theirs.
func TestGeneralise1342StockAndBalance(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcf constraint", "http", 200, "ItemQuantityNotAvailable", `{"constraints":[{"message":"There is not enough quantity of item W1342-MUG-01.","type":"ValidationError","code":"ItemQuantityNotAvailable"}]}`, rung.KindPremise},
		{"mcf other order", "http", 400, "", "There is not enough quantity of item xyz.", rung.KindPremise},
		{"plain", "", 0, "", "not enough quantity in stock for sku A-1", rung.KindPremise},
		{"payout", "http", 400, "InsufficientPayoutAmount", `{"errors":[{"code":"InsufficientPayoutAmount","message":"The available balance is less than the minimum permissible payout amount. No payout will be initiated."}]}`, rung.KindPremise},
		{"balance bare", "http", 400, "", "Your balance is less than the transfer amount.", rung.KindPremise},
		// Near misses: a quantity argument out of range stays invalid, a rate limit transient.
		{"quantity arg", "http", 400, "", "quantity must be greater than 0", rung.KindInvalid},
		{"rate", "http", 429, "", "Too many requests, please slow down", rung.KindTransient},
	})
}

// TestGeneralise1342ShopeeAuth: Shopee Open Platform's "error": "error_auth"
// is denied as a code and in the body; Shopee's "error_param" is not read as it.
func TestGeneralise1342ShopeeAuth(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"body", "http", 0, "", `{"request_id":"5e82043c27318f70007e4aca894f1342","error":"error_auth"}`, rung.KindDenied},
		{"code", "http", 403, "error_auth", `{"request_id":"a1","error":"error_auth","message":"Invalid access_token."}`, rung.KindDenied},
		{"code only", "", 0, "error_auth", "", rung.KindDenied},
		{"param near miss", "http", 400, "error_param", `{"request_id":"a2","error":"error_param","message":"Wrong parameters, detail: item_name is required."}`, rung.KindInvalid},
	})
}
