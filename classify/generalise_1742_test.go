package classify

import "testing"

func TestIndependentCases1742(t *testing.T) {
	runIndependent(t, "testdata/independent1742.jsonl", false)
}
