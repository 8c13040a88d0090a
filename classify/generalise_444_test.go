package classify

import "testing"

// TestIndependentCases444 runs held-out set 444: GitHub REST/GraphQL and Slack Web API failures in depth, from the vendors' docs, labelled blind.
func TestIndependentCases444(t *testing.T) {
	runIndependent(t, "testdata/independent444.jsonl", false)
}
