package classify

import "testing"

// TestIndependentCases652 runs held-out set 652: web search, scraping and content-extraction APIs, labelled blind.
func TestIndependentCases652(t *testing.T) {
	runIndependent(t, "testdata/independent652.jsonl", false)
}
