package classify

import "testing"

func TestIndependentCases1811(t *testing.T) {
	runIndependent(t, "testdata/independent1811.jsonl", false)
}
