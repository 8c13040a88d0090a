package classify

import "testing"

// TestIndependentCases472 runs held-out set 472: a data-migration agent's day (pgx, modernc sqlite, nginx, net/http+os, MCP servers via go-sdk/mcp-go/TS SDK, openai-go, anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases472(t *testing.T) {
	runIndependent(t, "testdata/independent472.jsonl", false)
}
