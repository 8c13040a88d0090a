package classify

import "testing"

// TestIndependentCases720 runs held-out set 720: advertising APIs (Google Ads, Meta Marketing, LinkedIn, TikTok, Microsoft Advertising), labelled blind.
func TestIndependentCases720(t *testing.T) {
	runIndependent(t, "testdata/independent720.jsonl", false)
}
