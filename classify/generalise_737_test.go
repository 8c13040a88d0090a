package classify

import "testing"

// TestIndependentCases737 runs held-out set 737: documented vendor failures as raw HTTP responses (status line, headers, body), labelled blind.
// First run at 68952b2: 34/34 overall, 17/17 tricky.
func TestIndependentCases737(t *testing.T) {
	runIndependent(t, "testdata/independent737.jsonl", true)
}
