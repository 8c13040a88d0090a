package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseAccountState checks an account or organisation the provider
// restricted, read as its suspended or disabled state (premise) under any
// code, and a 409 for a stale version in Confluence's and other words (a
// wait: re-read, then write again); neighbours keep their kinds.
func TestGeneraliseAccountState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Groq and OpenAI: organization_restricted under a 400 invalid_request_error.
		{"groq organization restricted", "http", 400, "", `{"error":{"message":"Organization has been restricted. Please reach out to support if you believe this was in error.","type":"invalid_request_error","code":"organization_restricted"}}`, rung.KindPremise},
		{"account restricted under a 403", "http", 403, "", `{"error":{"message":"Your account has been restricted due to unusual activity."}}`, rung.KindPremise},
		{"anthropic organization disabled", "http", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"This organization has been disabled."}}`, rung.KindPremise},
		// Confluence Cloud REST: PUT content with a version that is not current + 1.
		{"confluence stale version", "http", 409, "", `{"statusCode":409,"data":{"authorized":false,"valid":true,"allowedInReadOnlyMode":true,"errors":[],"successful":false},"message":"Version must be incremented on update. Current version is: 7"}`, rung.KindPremise},
		{"a 409 version mismatch", "http", 409, "", `{"message":"Version mismatch: expected 4, current version is 5"}`, rung.KindPremise},
		{"elasticsearch version conflict", "http", 409, "", `{"error":"version conflict, current version [3] is different than the one provided [2]"}`, rung.KindPremise},
		// Neighbours: a restricted action is the caller's authority (Slack);
		// a 409 for what exists stays conflict; a 400 about a version
		// field's form stays invalid.
		{"slack restricted action", "http", 200, "", `{"ok":false,"error":"restricted_action"}`, rung.KindDenied},
		{"409 already exists", "http", 409, "", `{"message":"A page with this title already exists"}`, rung.KindConflict},
		{"400 version not a number", "http", 400, "", `{"message":"version must be a number"}`, rung.KindInvalid},
	})
}
