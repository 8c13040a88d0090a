package classify

import "testing"

// TestIndependentCases339 runs held-out set 339: Go net/http, os errors and nginx pages, captured live, labelled blind.
func TestIndependentCases339(t *testing.T) {
	runIndependent(t, "testdata/independent339.jsonl", false)
}
