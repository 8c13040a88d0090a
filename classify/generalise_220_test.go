package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases220 runs held-out set 220: 35 live captures (9 tricky) of a finance/ledger
// agent's day in Go: PostgreSQL 15 through pgx v5.12.0 (a balance CHECK, a closed-period trigger,
// SERIALIZABLE transfers, a unique idempotency key, an FK, lock and read-only failures), SQLite
// through modernc.org/sqlite, nginx 1.22 in front of a Go upstream answering Stripe- and
// Plaid-shaped JSON errors, Go net/http and os, the MCP reference servers (filesystem, memory)
// through the TypeScript SDK client, openai-go v3 and anthropic-sdk-go v2 against an httptest
// server; labelled blind from each software's docs and the dev sample's readings.
// First run at 2244055: 33/35 overall, 7/9 tricky. Fixed by class: a 4xx whose body says a
// linked sign-in lapsed ("login is required", "re-authenticate") is denied (servercred.go
// badCredentialWords); a 4xx whose body asks to try again soon or shortly is transient
// (generic.go retryHintWords).
// Tolerated: none.
func TestIndependentCases220(t *testing.T) {
	runIndependent(t, "testdata/independent220.jsonl", true)
}

// TestGeneralise220 checks set 220's classes in other software's words.
func TestGeneralise220(t *testing.T) {
	I, P, D, T := rung.KindInvalid, rung.KindPremise, rung.KindDenied, rung.KindTransient
	runWordingCases(t, []wordingCase{
		// A linked sign-in that only the user can renew.
		// plaid.com/docs/errors/item/#item_login_required (error_message),
		// as the raw body a tool hands on.
		{"plaid item login body", "http", 400, "", `{"error_code":"ITEM_LOGIN_REQUIRED","error_message":"the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state","error_type":"ITEM_ERROR"}`, D},
		// Azure/azure-cli#21519: the CLI's guidance after AADSTS50076.
		{"az cli re-authenticate", "", 0, "", "AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication to access 'fake-tenant-id'.\nTo re-authenticate, please run:\naz login --scope https://management.core.windows.net//.default", D},
		// Azure/azure-dev#5163: azd's suggestion line.
		{"azd reauthentication", "", 0, "", "ERROR: AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication to access 'fake-id'.\nSuggestion: reauthentication required, run `azd auth login` to acquire a new token.", D},
		// Near misses that keep their kinds: Slack's org_login_required is
		// an enterprise migration (api.slack.com, codes.go); a 400 naming a
		// missing parameter is the call's (Stripe parameter_missing).
		{"slack org login", "http", 200, "", `{"ok":false,"error":"org_login_required"}`, T},
		{"stripe missing param", "http", 400, "", `{"error":{"code":"parameter_missing","message":"Missing required param: currency.","param":"currency","type":"invalid_request_error"}}`, I},
		// An ask to come back soon under a 4xx.
		// plaid.com/docs/errors/institution/#institution_not_responding.
		{"plaid not responding", "http", 400, "", `{"error_code":"INSTITUTION_NOT_RESPONDING","error_message":"this institution is not currently responding to this request. please try again soon","error_type":"INSTITUTION_ERROR"}`, T},
		// Near misses: a plain 400 with no ask stays invalid; the bank's
		// answer that the account is gone stays premise (Plaid
		// ITEM_NOT_FOUND); a request to fix the call stays invalid.
		{"plaid invalid account", "http", 400, "", `{"error_code":"INVALID_ACCOUNT_ID","error_message":"one or more of the account IDs is invalid","error_type":"INVALID_INPUT"}`, I},
		{"plaid item not found", "http", 400, "", `{"error_code":"ITEM_NOT_FOUND","error_message":"the Item you requested cannot be found. This Item does not exist, has been previously removed via /item/remove, or has had access removed by the user","error_type":"ITEM_ERROR"}`, P},
	})
}
