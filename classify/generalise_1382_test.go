package classify

import "testing"

// TestIndependentCases1382 runs held-out set 1382: 36 live failures (17 tricky) of the MCP
// reference servers (server-filesystem, server-memory, server-everything,
// server-sequential-thinking 2026.8.31) driven through the go-sdk v1.8.0 and TypeScript SDK
// 1.32.2 clients, labelled blind from the servers' sources and the MCP specification.
// First run at 792a0aea: 33/36 overall, 14/17 tricky.
// Tolerated: i1382-ts-elicit-cancelled: denied vs ambiguous (elicitation-cancel ruling, set 54, docs/taxonomy.md): a dismissed elicitation reads as a decline, hand back and never ask again in a loop; the set read the spec's "dismissed without an explicit choice" as an unusable answer.
// Tolerated: i1382-ts-url-elicit-cancelled: denied vs ambiguous (the same ruling for URL mode, set 69).
// Tolerated: i1382-go-closed-after-frame: transient vs premise (session ruling, issue 14): the session closed after the previous call's oversized frame; rung's MCP client reconnects on the next call, and a new session runs this call (the set assumed no reconnect: label error).
func TestIndependentCases1382(t *testing.T) {
	runIndependent(t, "testdata/independent1382.jsonl", true,
		"i1382-ts-elicit-cancelled", "i1382-ts-url-elicit-cancelled", "i1382-go-closed-after-frame")
}
