package classify

import "testing"

// TestIndependentCases356 runs held-out set 356: official Go SDK error texts (aws-sdk-go-v2, googleapi, grpc-go, go-github, stripe-go, slack-go, openai-go, anthropic-sdk-go, client-go, pgx, MCP go-sdk), from the vendors' docs and SDK source, labelled blind.
func TestIndependentCases356(t *testing.T) {
	runIndependent(t, "testdata/independent356.jsonl", false)
}
