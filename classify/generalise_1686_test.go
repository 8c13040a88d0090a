package classify

import "testing"

func TestIndependentCases1686(t *testing.T) {
	runIndependent(t, "testdata/independent1686.jsonl", false)
}
