package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases432 runs held-out set 432: Anthropic, OpenAI and MCP failures (second draw), from the vendors' docs and captured live (MCP reference servers), labelled blind.
// First run at dce99a0: 35/35 overall, 27/27 tricky.
// i432-mcp-subscribe-unsupported-live was right by a low-confidence "missing argument" reading; it now reads as a server capability the call needs (TestGeneralise432).
func TestIndependentCases432(t *testing.T) {
	runIndependent(t, "testdata/independent432.jsonl", true)
}

// TestGeneralise432 checks an MCP client's refusal to call a method whose
// capability the server never declared, in several clients' words
// (invalid, as -32601), with near misses.
func TestGeneralise432(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts sdk subscribe", "mcp", 0, "", "Server does not support resources (required for resources/subscribe)", rung.KindInvalid},
		{"ts sdk completions", "mcp", 0, "", "Server does not support completions (required for completion/complete)", rung.KindInvalid},
		{"ts sdk logging bare", "", 0, "", "Server does not support logging (required for logging/setLevel)", rung.KindInvalid},
		{"go client completions", "go", 0, "", "calling \"completion/complete\": server does not support completions", rung.KindInvalid},
		{"python client prompts", "", 0, "", "RuntimeError: server does not support prompts", rung.KindInvalid},
		{"rust client subscriptions", "mcp", 0, "", "the MCP server does not support resource subscriptions", rung.KindInvalid},
		// Near misses: the client's own undeclared capability stays premise
		// (taxonomy, as -32021), and a server without TLS is the world's
		// configuration.
		{"client lacks sampling", "mcp", 0, "", "Client does not support sampling (required for sampling/createMessage)", rung.KindPremise},
		{"client lacks roots", "mcp", 0, "", "Client does not support roots list changed notifications (required for notifications/roots/list_changed)", rung.KindPremise},
		{"pg no ssl", "", 0, "", "server does not support SSL, but SSL was required", rung.KindPremise},
	})
}
