package classify

import "testing"

// TestIndependentCases354 runs held-out set 354: PostgreSQL via pgx v5 and the OpenAI/Anthropic Go SDKs, captured live, labelled blind.
func TestIndependentCases354(t *testing.T) {
	runIndependent(t, "testdata/independent354.jsonl", false)
}
