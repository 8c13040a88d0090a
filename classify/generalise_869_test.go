package classify

import "testing"

// TestIndependentCases869 runs held-out set 869: live failures agents cause themselves (pgx, sqlite, os, net/http, MCP go-sdk, openai-go, anthropic-sdk-go), labelled blind.
func TestIndependentCases869(t *testing.T) {
	runIndependent(t, "testdata/independent869.jsonl", false)
}
