package classify

import "testing"

func TestIndependentCases1694(t *testing.T) {
	runIndependent(t, "testdata/independent1694.jsonl", false)
}
