package classify

import "testing"

func TestIndependentCases1444(t *testing.T) {
	runIndependent(t, "testdata/independent1444.jsonl", false)
}
