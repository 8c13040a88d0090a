package classify

import "testing"

// TestIndependentCases522 runs held-out set 522: named agent operations across HTTP APIs, AWS, PostgreSQL, gRPC / Google Cloud, Anthropic, Go, MCP and OpenAI, from the vendors' docs, labelled blind.
// First run at 537edbc: 25/25 overall, 18/18 tricky.
func TestIndependentCases522(t *testing.T) {
	runIndependent(t, "testdata/independent522.jsonl", true)
}
