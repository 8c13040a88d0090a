package classify

import "testing"

// TestIndependentCases843 runs held-out set 843: live PostgreSQL/SQLite/os/net-http/openai-go/anthropic-sdk-go/MCP failures an agent causes itself, labelled blind.
func TestIndependentCases843(t *testing.T) {
	runIndependent(t, "testdata/independent843.jsonl", false)
}
