package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 34693238: 28/36 overall, 11/19 tricky.
// Fixed in the presets: a 202 whose records carry an error verdict (Zoho
// DUPLICATE_DATA), Zoho's INVALID_URL_PATTERN 404, a closed ledger period
// and a deposited transaction (QuickBooks 6210, 6540), an unconnected
// carrier and a negated "sufficient funds" (ShipStation).
// Tolerated: i1185-mg-no-shipping-method: invalid vs premise (no ruling; a one-off): Adobe Commerce's "The shipping method is missing. Select the shipping method and try again." names a cart state set by an earlier call, but "is missing" is the common wording of a missing argument and no class can be stated from one service's sentence.
func TestIndependentCases1185(t *testing.T) {
	runIndependent(t, "testdata/independent1185.jsonl", true, "i1185-mg-no-shipping-method")
}

// TestGeneralise1185Accepted202Errors: a 202 whose records carry an error
// verdict is a finished refusal, read as its body says; a 202 with no
// error record stays "ask again".
func TestGeneralise1185Accepted202Errors(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoho 202 duplicate", "http", 202, "", `{"data":[{"code":"DUPLICATE_DATA","details":{"api_name":"Email","duplicate_record":{"id":"5725767000000524001"}},"message":"duplicate data","status":"error"}]}`, rung.KindConflict},
		{"zoho 202 duplicate spaced", "http", 202, "", `{"data": [{"code": "DUPLICATE_DATA", "details": {"api_name": "Email"}, "message": "duplicate data", "status": "error"}]}`, rung.KindConflict},
		{"zoho 202 mandatory", "http", 202, "", `{"data":[{"code":"MANDATORY_NOT_FOUND","details":{"api_name":"Last_Name"},"message":"required field not found","status":"error"}]}`, rung.KindInvalid},
		{"near miss: github stats 202", "http", 202, "", `{}`, rung.KindTransient},
		{"near miss: 202 job queued", "http", 202, "", `{"status":"queued","id":"job-1185"}`, rung.KindTransient},
	})
}

// TestGeneralise1185URLPattern: a 404 whose code or words say the URL is
// the wrong one reads invalid; a plain 404 for a record stays premise.
func TestGeneralise1185URLPattern(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoho invalid url pattern", "http", 404, "INVALID_URL_PATTERN", `{"code":"INVALID_URL_PATTERN","details":{},"message":"Please check if the URL trying to access is a correct one","status":"error"}`, rung.KindInvalid},
		{"invalid url pattern words", "http", 404, "", `Invalid URL pattern: /crm/v7/Lead`, rung.KindInvalid},
		{"near miss: record missing", "http", 404, "", `{"code":"INVALID_DATA","details":{},"message":"the id given seems to be invalid","status":"error"}`, rung.KindPremise},
		{"near miss: deal not found", "http", 404, "", `{"success":false,"error":"Deal not found"}`, rung.KindPremise},
	})
}

// TestGeneralise1185LedgerAndAccountState: a closed accounting period, a
// deposited transaction, an unconnected carrier and a negated "sufficient
// funds" read premise under a 400; near misses keep their kinds.
func TestGeneralise1185LedgerAndAccountState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"qbo 6210", "http", 400, "6210", `{"Fault":{"Error":[{"Message":"Account Period Closed","Detail":"The account period has closed and the account books cannot be updated through the QBO Services API.","code":"6210"}],"type":"ValidationFault"}}`, rung.KindPremise},
		{"period is closed", "http", 422, "", `{"error":"The accounting period is closed for 2026-03-31; reopen it to post."}`, rung.KindPremise},
		{"qbo 6540", "http", 400, "6540", `{"Fault":{"Error":[{"Message":"Deposited Transaction cannot be changed","Detail":"This transaction has been deposited. If you want to change or delete it, you must first edit the deposit it appears on and remove it.","code":"6540"}],"type":"ValidationFault"}}`, rung.KindPremise},
		{"shipstation carrier", "http", 400, "carrier_not_connected", `{"errors":[{"error_source":"shipstation","error_type":"business_rules","error_code":"carrier_not_connected","message":"The carrier se-1185223 is not connected to your account."}]}`, rung.KindPremise},
		{"integration not connected", "http", 400, "", `Stripe is not connected to this account. Connect it in Settings.`, rung.KindPremise},
		{"shipstation funds", "http", 400, "insufficient_funds", `{"errors":[{"error_type":"account_status","error_code":"insufficient_funds","message":"You do not have sufficient funds to purchase this label."}]}`, rung.KindPremise},
		{"doesn't have sufficient funds", "http", 402, "", `The wallet doesn't have sufficient funds for this purchase.`, rung.KindPremise},
		{"near miss: mcp not connected", "mcp", 0, "", `Not connected`, rung.KindTransient},
		{"near miss: field missing", "http", 400, "", `{"message":"The period field is required."}`, rung.KindInvalid},
		{"near miss: deposit amount", "http", 400, "", `{"message":"Deposit amount must be a positive number."}`, rung.KindInvalid},
	})
}
