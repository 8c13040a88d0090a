package classify

import "testing"

// TestIndependentCases737 runs held-out set 737: documented vendor failures as raw HTTP responses (status line, headers, body), labelled blind.
func TestIndependentCases737(t *testing.T) {
	runIndependent(t, "testdata/independent737.jsonl", false)
}
