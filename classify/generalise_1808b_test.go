package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// A person's refusal in the verb "denied", the person first: the Claude
// Agent SDK's can_use_tool PermissionResultDeny("User denied permission")
// (examples/tool_permission_callback.py), MetaMask's EIP-1193 4001 words,
// a browser's "User denied Geolocation". Near misses: "superuser denied"
// (no person's answer) and an admission webhook that "denied the request"
// keep their readings; a person's "User declined" stays denied.
func TestGeneralise1808bUserDenied(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"can_use_tool deny", "", 0, "", "User denied permission", denied},
		{"metamask tx", "", 0, "", "MetaMask Tx Signature: User denied transaction signature.", denied},
		{"metamask account", "jsonrpc", 0, "", "MetaMask - RPC Error: User denied account authorization.", denied},
		{"geolocation", "", 0, "", "User denied Geolocation", denied},
		{"declined sibling", "", 0, "", "User declined the tool call", denied},
		{"superuser", "", 0, "", "Failed: superuser denied", rung.KindUnknown},
		{"webhook", "", 0, "", `admission webhook "validation.gatekeeper.sh" denied the request: [must-have-owner] you must provide labels: {"owner"}`, rung.KindUnknown},
	})
}

// A computer-use safety check that needs a person's acknowledgement and
// did not get it: the OpenAI Agents SDK's UserError "Computer tool safety
// check was not acknowledged" (run_internal/tool_execution.py; the Rust
// port raises it as PermissionDenied), computer-use loops' "Safety checks
// were not acknowledged.". Near misses: PagerDuty's 1012 "Incident is not
// Acknowledged" (premise), a failed health "safety check".
func TestGeneralise1808bSafetyCheckUnacknowledged(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"agents sdk", "", 0, "", "Computer tool safety check was not acknowledged", denied},
		{"rust port", "", 0, "", "provider computer safety check was not acknowledged", denied},
		{"cua loop", "", 0, "", "Safety checks were not acknowledged. Cannot proceed with action.", denied},
		{"short", "", 0, "", "Safety check not acknowledged. Stopping.", denied},
		{"pagerduty", "http", 400, "", `{"error":{"message":"Incident is not Acknowledged","code":1012}}`, premise},
		{"health check", "", 0, "", "Safety check failed: disk usage above 90%", rung.KindUnknown},
	})
}

// An agent run whose saved state cannot be carried on, in the OpenAI Agents
// SDK's words naming the remedy (run.py, blocked_output.py,
// tool_planning.py, turn_resolution.py, realtime/session.py): "start a new
// run instead of retrying it", "... instead of resuming this RunState",
// "Start a new run from safe input.", "Start a new call/request instead of
// retrying the invocation.". Near misses: Selenium's "Could not start a new
// session" (a timed-out start, transient), a rate limit that mentions
// starting a new run.
func TestGeneralise1808bRunCannotResume(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"accepted response", "", 0, "", "An accepted model response could not be processed; start a new run instead of retrying it", premise},
		{"output not committed", "", 0, "", "A tool call already executed, but its output was not committed. Start a new run instead of retrying the invocation.", premise},
		{"reused call id", "", 0, "", "Run state reused a custom tool call ID for different invocations. Start a new run instead of resuming this RunState.", premise},
		{"safe input", "", 0, "", "Cannot persist an ambiguous resumed response with output guardrails. Start a new run from safe input.", premise},
		{"realtime call", "", 0, "", "A Realtime tool call already executed, but its output was not committed. Start a new call instead of retrying the invocation.", premise},
		{"hosted mcp", "", 0, "", "A Hosted MCP approval callback already ran, but its response was not committed. Start a new request instead of retrying the invocation.", premise},
		{"selenium", "", 0, "", "selenium.common.exceptions.SessionNotCreatedException: Message: Could not start a new session. New session request timed out", transient},
		{"rate limit", "", 0, "", "Rate limit reached for requests. Please wait before you start a new run.", transient},
	})
}

// A setting of the call that does not support another option, the next
// sentence naming the option to remove as code: the OpenAI Agents SDK's
// UserErrors "Server-managed conversations do not support handoff input
// filters. Remove Handoff.input_filter ..." (turn_resolution.py and its
// Rust port) and "OpenAI hosted multi-agent does not support SDK tool
// approval interruptions ... Remove needs_approval from these tools".
// Near misses: a plan's "Remove the domain or upgrade your plan" (premise),
// llama.cpp's 501 "Start it with `--embeddings`" (premise), an MCP client
// that lacks sampling (premise).
func TestGeneralise1808bUnsupportedOptionToRemove(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"handoff filter", "", 0, "", "Server-managed conversations do not support handoff input filters. Remove Handoff.input_filter or RunConfig.handoff_input_filter, or disable conversation_id, previous_response_id, and auto_previous_response_id.", invalid},
		{"rust port", "", 0, "", "Server-managed conversations do not support handoff input filters. Remove Handoff.input_filter or RunConfig.handoff_input_filter, or disable conversation_id and previous_response_id.", invalid},
		{"hosted multi-agent", "", 0, "", "OpenAI hosted multi-agent does not support SDK tool approval interruptions because an active hosted response cannot be restored from serialized RunState. Remove needs_approval from these tools: lookup_order, refund.", invalid},
		{"plan", "", 0, "", "Your plan does not support custom domains. Remove the domain or upgrade your plan.", premise},
		{"llama.cpp", "http", 501, "not_supported_error", `{"error":{"code":501,"message":"This server does not support embeddings. Start it with ` + "`--embeddings`" + `","type":"not_supported_error"}}`, premise},
		{"mcp client", "", 0, "", "Client does not support sampling (required for sampling/createMessage)", premise},
	})
}
