package classify

import (
	"testing"
)

// TestIndependentCases299 runs held-out set 299: a sales-operations agent's day (pgx, modernc sqlite, nginx, Go os/net/http, MCP servers via three clients, openai-go, anthropic-sdk-go), captured live, labelled blind.
// First run at 363621b: 35/35 overall, 23/23 tricky.
func TestIndependentCases299(t *testing.T) {
	runIndependent(t, "testdata/independent299.jsonl", true)
}
