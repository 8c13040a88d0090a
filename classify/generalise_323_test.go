package classify

import "testing"

// TestIndependentCases323 runs held-out set 323: a coding agent's day (os/exec, nginx, sqlite, pgx migrations, MCP filesystem, openai-go tool calls), captured live, labelled blind.
func TestIndependentCases323(t *testing.T) {
	runIndependent(t, "testdata/independent323.jsonl", false)
}
