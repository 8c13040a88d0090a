package classify

import "testing"

// TestIndependentCases494 runs held-out set 494: HTTP servers, proxies and Go net/http (second draw), captured live (nginx, Go net/http) and from the vendors' docs, labelled blind.
func TestIndependentCases494(t *testing.T) {
	runIndependent(t, "testdata/independent494.jsonl", false)
}
