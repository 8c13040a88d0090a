package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases379 runs held-out set 379: a finance back-office agent's day across PostgreSQL, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
// First run at 72c3e0f: 26/30 overall, 10/14 tricky.
// Tolerated: i379-sqlite-readonly-handle: denied vs premise (the SQLite read-only ruling, revised, taxonomy SQLITE_READONLY row, sets 351, 352, 359, 363): SQLite's words name a write permission the connection lacks and cannot tell a read-only open from a refused file.
// Tolerated: i379-anthropic-400-org-disabled: premise vs denied (taxonomy 401 row, sets 267 and 366: an account or the organization holding it that is disabled reads premise, the holder's state): the project reads an org's disabled state as premise.
func TestIndependentCases379(t *testing.T) {
	runIndependent(t, "testdata/independent379.jsonl", true, "i379-sqlite-readonly-handle", "i379-anthropic-400-org-disabled")
}

// TestGeneralise379AccountClosed checks an account the call acts on that
// is closed, under a 4xx that would read invalid, with near misses.
func TestGeneralise379AccountClosed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe account_closed", "http", 400, "account_closed", `{"error":{"code":"account_closed","message":"The customer's bank account has been closed.","type":"invalid_request_error"}}`, rung.KindPremise},
		{"recipient account_closed code", "http", 422, "", `{"errors":[{"code":"recipient.account_closed","message":"The recipient's bank rejected the transfer."}]}`, rung.KindPremise},
		{"ledger account was closed", "http", 400, "", `{"error":"Posting rejected: the ledger account was closed at period end."}`, rung.KindPremise},
		{"adyen account has been closed", "http", 422, "", `{"status":422,"errorCode":"10_XX","message":"The balance account has been closed.","errorType":"validation"}`, rung.KindPremise},
		{"bank account is closed", "", 0, "", "transfer failed: destination bank account is closed", rung.KindPremise},
		// Near misses: a connection that closed stays transient, and a bad
		// account number stays invalid.
		{"connection closed", "go", 0, "", `Post "https://payments.internal/v1/capture": read tcp 10.0.0.2:5123->10.0.0.9:443: use of closed network connection`, rung.KindTransient},
		{"invalid account number", "http", 422, "", `{"error":{"code":"invalid_account_number","message":"The account number must be 8 digits."}}`, rung.KindInvalid},
	})
}

// TestGeneralise379SeveralMatches checks a 2xx body whose note says several
// items match where one was needed, with near misses.
func TestGeneralise379SeveralMatches(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"crm message matched", "http", 200, "", `{"success":true,"data":[{"id":101},{"id":102},{"id":103}],"message":"3 contacts matched this email address"}`, rung.KindAmbiguous},
		{"geocoder notice multiple", "http", 200, "", `{"status":"OK","results":[{"lat":48.1},{"lat":48.3}],"notice":"multiple matches, refine the query"}`, rung.KindAmbiguous},
		{"erp warnings array", "http", 200, "", `{"items":[{"no":"V-7"},{"no":"V-9"}],"warnings":["2 vendors match the name 'Acme'"]}`, rung.KindAmbiguous},
		{"ledger detail matching", "http", 200, "", `{"entries":[],"detail":"12 journal entries matching the memo; specify the entry id"}`, rung.KindAmbiguous},
		{"tax note more than one", "http", 201, "", `{"ok":true,"note":"more than one match for VAT number DE811; the first was used"}`, rung.KindAmbiguous},
		// Near misses: one match is usable, and an update's count of the
		// rows it matched is a write that landed.
		{"one match", "http", 200, "", `{"ok":true,"data":[{"id":"pay_3101"}],"message":"1 payment matches reference INV-7"}`, rung.KindUnknown},
		{"update matched", "http", 200, "", `{"ok":true,"message":"2 rows matched and were updated"}`, rung.KindUnknown},
	})
}
