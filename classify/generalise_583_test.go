package classify

import "testing"

// TestIndependentCases583 runs held-out set 583: Google Cloud and Firebase errors as the Go and Python clients print them, labelled blind.
func TestIndependentCases583(t *testing.T) {
	runIndependent(t, "testdata/independent583.jsonl", false)
}
