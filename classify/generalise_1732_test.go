package classify

import "testing"

func TestIndependentCases1732(t *testing.T) {
	runIndependent(t, "testdata/independent1732.jsonl", false)
}
