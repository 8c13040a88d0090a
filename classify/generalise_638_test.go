package classify

import "testing"

// TestIndependentCases638 runs held-out set 638: live captures from PostgreSQL/pgx, SQLite/modernc, os, nginx+net/http, MCP go-sdk and TS clients, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases638(t *testing.T) {
	runIndependent(t, "testdata/independent638.jsonl", false)
}
