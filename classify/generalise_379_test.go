package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases379 runs held-out set 379: a finance back-office agent's day across PostgreSQL, SQLite, nginx, Go, MCP servers and LLM SDKs, captured live, labelled blind.
func TestIndependentCases379(t *testing.T) {
	runIndependent(t, "testdata/independent379.jsonl", false)
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
