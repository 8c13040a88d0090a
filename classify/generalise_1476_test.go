package classify

import "testing"

func TestIndependentCases1476(t *testing.T) {
	runIndependent(t, "testdata/independent1476.jsonl", false)
}
