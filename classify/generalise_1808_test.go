package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b1345d10: 20/36 overall, 6/19 tricky.
// Tolerated: i1808-agents-tool-not-found: invalid vs ambiguous (ruling): set 614 reads a model's call to a tool it was not given as a call to repair.
// Tolerated: i1808-agents-invalid-json-output: invalid vs ambiguous (ruling): set 614's model-call reading; the redacted ModelBehaviorError names only invalid JSON.
// Tolerated: i1808-agents-handoff-null-input: invalid vs ambiguous (ruling): a handoff is a tool call; set 614 repairs the model's call.
// Fixed by the second pass: i1808-agents-computer-safety-check (wording.go capabilityWords, TestGeneralise1808bSafetyCheckUnacknowledged).
// Tolerated: i1808-agents-mcp-not-connected: unknown vs invalid (ruling): set 706 reads "call connect() first" as premise.
// Tolerated: i1808-cas-not-connected: premise vs invalid (ruling): set 706, "Call connect() first" is premise.
// Tolerated: i1808-cas-can-use-tool-system-dir: unknown vs denied (one-off): the deny text is the application's own; "Cannot write to" alone reads as a path or file-system failure, and the SDK's other deny texts share no wording.
// Fixed by the second pass: i1808-cas-can-use-tool-user-denied (wording.go capabilityWords, TestGeneralise1808bUserDenied).
// Tolerated: i1808-cas-refuse-batch-cli: unknown vs premise (one-off): one SDK's Windows-only refusal; its siblings (Node's spawn EINVAL, Rust's "batch file arguments are invalid") refuse the call, not the host, and share no wording.
// Tolerated: i1808-ant-long-context-beta: premise vs denied (ruling): set 61 reads a feature refused for the subscription as premise.
// Tolerated: i1808-ant-model-retired: invalid vs premise (ruling): Anthropic not_found_error naming a model is invalid.
// Fixed by the second pass: i1808-agents-accepted-response-unprocessable (sessiongone.go liveObjectGoneWords, TestGeneralise1808bRunCannotResume).
// Fixed by the second pass: i1808-agents-handoff-filter-server-managed (callshape.go unsupportedOptionToRemove, TestGeneralise1808bUnsupportedOptionToRemove).
func TestIndependentCases1808(t *testing.T) {
	runIndependent(t, "testdata/independent1808.jsonl", true,
		"i1808-agents-tool-not-found", "i1808-agents-invalid-json-output", "i1808-agents-handoff-null-input",
		"i1808-agents-mcp-not-connected", "i1808-cas-not-connected",
		"i1808-cas-can-use-tool-system-dir", "i1808-cas-refuse-batch-cli",
		"i1808-ant-long-context-beta", "i1808-ant-model-retired")
}

// Claude Code's prose for the max-turns cap in the Claude Agent SDK's
// ResultError (claude-agent-sdk-python tests/test_query.py). Near misses: a
// max_turns argument refused, a run's error_during_execution.
func TestGeneralise1808MaxTurnsProse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"result error 10", "", 0, "", "Claude Code returned an error result: Reached maximum number of turns (10) (exit code: 1)", ambiguous},
		{"errors only", "", 0, "", "Reached maximum number of turns (60)", ambiguous},
		{"during execution", "", 0, "", "Claude Code returned an error result: error_during_execution (exit code: 1)", rung.KindUnknown},
		{"argument", "", 0, "", "max_turns must be a positive integer", invalid},
	})
}

// The Claude Agent SDK's wrappers (_errors.py, _internal/query.py):
// ResultError with only "API error (HTTP N)" decides by N; CLIJSONDecodeError
// "Failed to decode JSON: {...": a partial stream line. Near misses: a 400 or
// 401 status in the same wrapper, a server's "Failed to decode JSON body".
func TestGeneralise1808ClaudeSDKWrapper(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"529", "", 0, "", "Claude Code returned an error result: API error (HTTP 529) (exit code: 1)", transient},
		{"500", "", 0, "", "Claude Code returned an error result: API error (HTTP 500) (exit code: 1)", transient},
		{"429", "", 0, "", "Claude Code returned an error result: API error (HTTP 429)", transient},
		{"json decode", "", 0, "", "Failed to decode JSON: {\"type\":\"assistant\",\"message\":{\"id\":\"msg_01\",\"content\":[{\"type\":\"text\",\"text\":\"Here...", transient},
		{"400 not transient", "", 0, "", "Claude Code returned an error result: API error (HTTP 400) (exit code: 1)", invalid},
		{"server decode body", "http", 400, "", "Failed to decode JSON body: unexpected end of input", invalid},
	})
}
