package classify

import "testing"

// TestIndependentCases758 runs held-out set 758: parsing and encoding failures met by a Go agent's tools (live), labelled blind.
func TestIndependentCases758(t *testing.T) {
	runIndependent(t, "testdata/independent758.jsonl", false)
}
