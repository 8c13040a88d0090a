package classify

import "testing"

// First run at 46cd54f2: 33/34 overall, 14/15 tricky.
func TestIndependentCases1772(t *testing.T) {
	runIndependent(t, "testdata/independent1772.jsonl", true)
}

// TestGeneralise1772ElicitationDeclined: a tool's text relaying the
// elicitation's action "decline" after the word "elicitation" (go-sdk
// v1.8.0 handler fmt.Errorf("elicitation %s: ...", res.Action), live in set
// 1772; MCP client/elicitation response actions) is denied, as "User
// declined". Near misses: the client lacking elicitation (premise), an
// elicitation request the client answered with an error and a card
// declined (premise) keep their readings.
func TestGeneralise1772ElicitationDeclined(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gosdk-decline", "mcp", 0, "", "elicitation decline: user did not confirm deletion of /tmp/w1772/data/out", denied},
		{"declined", "mcp", 0, "", "elicitation declined: the deployment was not approved", denied},
		{"action", "mcp", 0, "-32603", "internal error: elicitation action decline for confirm_delete", denied},
		{"passive", "", 0, "", "Error: elicitation was declined, nothing deleted", denied},
		{"verb", "mcp", 0, "", "the user declined the elicitation", denied},
		{"near-unsupported", "mcp", 0, "", "client does not support elicitation", premise},
		{"near-card", "http", 402, "", `{"error":{"code":"card_declined","message":"Your card was declined."}}`, premise},
	})
}
