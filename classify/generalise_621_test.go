package classify

import "testing"

// TestIndependentCases621 runs held-out set 621: live failures agents cause themselves (repeated steps, stale assumptions, wrong arguments) from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases621(t *testing.T) {
	runIndependent(t, "testdata/independent621.jsonl", false)
}
