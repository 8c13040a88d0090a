package classify

import "testing"

func TestIndependentCases1124(t *testing.T) {
	runIndependent(t, "testdata/independent1124.jsonl", false)
}
