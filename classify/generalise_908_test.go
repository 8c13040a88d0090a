package classify

import "testing"

// First run at 70c70184: 31/32 overall, 20/21 tricky.
func TestIndependentCases908(t *testing.T) {
	runIndependent(t, "testdata/independent908.jsonl", false)
}
