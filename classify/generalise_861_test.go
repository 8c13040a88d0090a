package classify

import "testing"

// TestIndependentCases861 runs held-out set 861: live PostgreSQL/SQLite/nginx/Go os+http/MCP servers/openai-go/anthropic-sdk-go failures, labelled blind.
func TestIndependentCases861(t *testing.T) {
	runIndependent(t, "testdata/independent861.jsonl", false)
}
