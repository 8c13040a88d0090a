package classify

import "testing"

// TestIndependentCases807 runs held-out set 807: live captures of self-inflicted agent failures (pgx, SQLite, os, nginx, openai-go, anthropic-sdk-go, MCP), labelled blind.
func TestIndependentCases807(t *testing.T) {
	runIndependent(t, "testdata/independent807.jsonl", false)
}
