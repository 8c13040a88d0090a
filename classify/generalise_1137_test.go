package classify

import "testing"

func TestIndependentCases1137(t *testing.T) {
	runIndependent(t, "testdata/independent1137.jsonl", false)
}
