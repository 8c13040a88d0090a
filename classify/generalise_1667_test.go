package classify

import "testing"

func TestIndependentCases1667(t *testing.T) {
	runIndependent(t, "testdata/independent1667.jsonl", false)
}
