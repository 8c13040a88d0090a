package classify

import "testing"

// TestIndependentCases606 runs held-out set 606: Go HTTP frameworks' own error answers (chi, gin, echo, fiber, net/http) seen through a net/http client, captured live, labelled blind.
func TestIndependentCases606(t *testing.T) {
	runIndependent(t, "testdata/independent606.jsonl", false)
}
