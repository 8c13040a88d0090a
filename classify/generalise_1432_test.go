package classify

import "testing"

func TestIndependentCases1432(t *testing.T) {
	runIndependent(t, "testdata/independent1432.jsonl", false)
}
