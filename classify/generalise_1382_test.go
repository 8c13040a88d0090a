package classify

import "testing"

func TestIndependentCases1382(t *testing.T) {
	runIndependent(t, "testdata/independent1382.jsonl", false)
}
