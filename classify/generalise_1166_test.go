package classify

import "testing"

func TestIndependentCases1166(t *testing.T) {
	runIndependent(t, "testdata/independent1166.jsonl", false)
}
