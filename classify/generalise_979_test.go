package classify

import "testing"

func TestIndependentCases979(t *testing.T) {
	runIndependent(t, "testdata/independent979.jsonl", false)
}
