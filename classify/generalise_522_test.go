package classify

import "testing"

// TestIndependentCases522 runs held-out set 522: named agent operations across HTTP APIs, AWS, PostgreSQL, gRPC / Google Cloud, Anthropic, Go, MCP and OpenAI, from the vendors' docs, labelled blind.
func TestIndependentCases522(t *testing.T) {
	runIndependent(t, "testdata/independent522.jsonl", false)
}
