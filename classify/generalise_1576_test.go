package classify

import "testing"

func TestIndependentCases1576(t *testing.T) {
	runIndependent(t, "testdata/independent1576.jsonl", false)
}
