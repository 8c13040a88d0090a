package classify

import "testing"

func TestIndependentCases1260(t *testing.T) {
	runIndependent(t, "testdata/independent1260.jsonl", false)
}
