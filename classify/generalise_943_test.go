package classify

import "testing"

func TestIndependentCases943(t *testing.T) {
	runIndependent(t, "testdata/independent943.jsonl", false)
}
