package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases413 runs held-out set 413: Anthropic and OpenAI long tail (server tools, managed-agent and agent-session errors, SDK exceptions), from the vendors' docs and SDK source, labelled blind.
func TestIndependentCases413(t *testing.T) {
	runIndependent(t, "testdata/independent413.jsonl", false)
}

// TestGeneralise413 checks error objects typed "<cause>_error" in a
// session's error event or a failed run (Anthropic Managed Agents), and the
// same unknown types in the Messages API's error envelope, read by the
// cause the name spells; with near misses that keep their reading.
func TestGeneralise413(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"repo auth session event", "anthropic", 200, "", `{"type":"session.error","id":"sevt_9","error":{"type":"repository_authentication_error","repository_url":"https://github.com/o/r","message":"Git authentication failed for https://github.com/o/r.","retry_status":{"type":"terminal"}}}`, rung.KindDenied},
		{"vault missing run", "anthropic", 200, "", `{"id":"drun_9","type":"deployment_run","status":"failed","error":{"type":"vault_not_found_error","message":"Vault vlt_9 does not exist."}}`, rung.KindPremise},
		{"environment archived run", "", 200, "", `{"id":"drun_8","status":"failed","error":{"type":"environment_archived_error","message":"Environment env_8 is archived."}}`, rung.KindPremise},
		{"model overloaded event", "anthropic", 200, "", `{"type":"session.error","id":"sevt_7","error":{"type":"model_overloaded_error","message":"The model is overloaded.","retry_status":{"type":"retrying"}}}`, rung.KindTransient},
		{"mcp connect in envelope", "anthropic", 0, "", `{"type":"error","error":{"type":"mcp_connection_failed_error","message":"Failed to connect to MCP server 'jira'."}}`, rung.KindTransient},
		{"egress blocked envelope", "anthropic", 0, "", `{"type":"error","error":{"type":"proxy_egress_blocked_error","message":"Outbound request denied."}}`, rung.KindDenied},
		// Near misses: a table type in the same shape keeps the table's
		// reading; a run that did not fail and an unnamed cause say nothing.
		{"billing in failed run", "anthropic", 200, "", `{"id":"drun_7","status":"failed","error":{"type":"billing_error","message":"Your credit balance is too low."}}`, rung.KindPremise},
		{"completed run", "anthropic", 200, "", `{"id":"drun_6","status":"completed","error":{"type":"unknown_error","message":""}}`, rung.KindUnknown},
		{"invalid request envelope", "anthropic", 400, "", `{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: Field required"}}`, rung.KindInvalid},
	})
}
