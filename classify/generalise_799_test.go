package classify

import "testing"

// TestIndependentCases799 runs held-out set 799: social and content platform errors (Meta Graph, Instagram publishing, X v2, LinkedIn, Reddit, YouTube, Discord, Mastodon), labelled blind.
func TestIndependentCases799(t *testing.T) {
	runIndependent(t, "testdata/independent799.jsonl", false)
}
