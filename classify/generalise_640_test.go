package classify

import "testing"

// TestIndependentCases640 runs held-out set 640: live captures from PostgreSQL 15, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases640(t *testing.T) {
	runIndependent(t, "testdata/independent640.jsonl", false)
}
