package classify

import "testing"

func TestIndependentCases1473(t *testing.T) {
	runIndependent(t, "testdata/independent1473.jsonl", false)
}
