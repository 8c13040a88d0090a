package classify

import "testing"

func TestIndependentCases1505(t *testing.T) {
	runIndependent(t, "testdata/independent1505.jsonl", false)
}
