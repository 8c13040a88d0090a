package classify

import "testing"

// TestIndependentCases712 runs held-out set 712: live captures from pgx/PostgreSQL, modernc SQLite, nginx+net/http, Go os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases712(t *testing.T) {
	runIndependent(t, "testdata/independent712.jsonl", false)
}
