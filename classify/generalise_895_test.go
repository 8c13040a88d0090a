package classify

import "testing"

func TestIndependentCases895(t *testing.T) {
	runIndependent(t, "testdata/independent895.jsonl", false)
}
