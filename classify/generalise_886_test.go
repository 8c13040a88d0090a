package classify

import "testing"

func TestIndependentCases886(t *testing.T) {
	runIndependent(t, "testdata/independent886.jsonl", false)
}
