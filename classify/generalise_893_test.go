package classify

import "testing"

func TestIndependentCases893(t *testing.T) {
	runIndependent(t, "testdata/independent893.jsonl", false)
}
