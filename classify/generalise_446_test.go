package classify

import "testing"

// TestIndependentCases446 runs held-out set 446: HTTP per the RFCs from real servers, proxies and Go's net/http, captured live (nginx, Go net/http) and from the vendors' docs, labelled blind.
func TestIndependentCases446(t *testing.T) {
	runIndependent(t, "testdata/independent446.jsonl", false)
}
