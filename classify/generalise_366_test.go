package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases366 runs held-out set 366: LLM SDKs (openai-go v1/v3, anthropic-sdk-go) against a local server, captured live, labelled blind.
// First run at 447a713: 30/30 overall, 14/14 tricky.
// Tolerated: none.
func TestIndependentCases366(t *testing.T) {
	runIndependent(t, "testdata/independent366.jsonl", true)
}

// TestGeneralise366 checks a 401 whose body says the account, or the
// organization, workspace or tenant holding it, is deactivated, suspended
// or disabled (set 267's holder state, now under the status as under a
// denied code), with near misses: a disabled key, a policy, an expired
// token stay denied.
func TestGeneralise366(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-python repr deactivated", "", 0, "", "Error code: 401 - {'error': {'message': 'Your account has been deactivated. Please contact support.', 'type': 'invalid_request_error', 'param': None}}", rung.KindPremise},
		{"organization suspended", "http", 401, "", `{"message":"Your organization has been suspended. Please contact support."}`, rung.KindPremise},
		{"account is disabled", "http", 401, "", `{"message":"your account is disabled"}`, rung.KindPremise},
		{"tenant was disabled", "http", 401, "", "HTTP/1.1 401 Unauthorized\n\n{\"error\":\"unauthorized\",\"error_description\":\"The tenant was disabled by an administrator.\"}", rung.KindPremise},
		{"workspace deactivated", "http", 401, "", `{"error":"workspace_deactivated","message":"This workspace has been deactivated."}`, rung.KindPremise},
		// Near misses: the key itself switched off, an organization's
		// policy, an expired token keep the 401's reading.
		{"key deactivated", "http", 401, "", `{"message":"API key has been deactivated"}`, rung.KindDenied},
		{"org policy", "http", 401, "", `{"message":"Your organization has disabled API access for personal tokens."}`, rung.KindDenied},
		{"token expired", "http", 401, "", `{"error":"invalid_token","error_description":"The access token expired"}`, rung.KindDenied},
	})
}
