package classify

import "testing"

func TestIndependentCases989(t *testing.T) {
	runIndependent(t, "testdata/independent989.jsonl", false)
}
