package classify

import "testing"

// TestIndependentCases542 runs held-out set 542: a live day of a Go coding/operations agent (pgx, modernc SQLite, os, nginx, vendor JSON errors, MCP, OpenAI/Anthropic SDKs), labelled blind.
func TestIndependentCases542(t *testing.T) {
	runIndependent(t, "testdata/independent542.jsonl", false)
}
