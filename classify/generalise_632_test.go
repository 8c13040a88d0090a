package classify

import "testing"

// TestIndependentCases632 runs held-out set 632: live PostgreSQL/SQLite/nginx/Go os+net/MCP/OpenAI/Anthropic failures at the agent-world boundary, labelled blind.
// First run at e00a5b7: 32/32 overall, 11/11 tricky.
func TestIndependentCases632(t *testing.T) {
	runIndependent(t, "testdata/independent632.jsonl", true)
}
