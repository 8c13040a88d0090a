package classify

import "testing"

func TestIndependentCases1689(t *testing.T) {
	runIndependent(t, "testdata/independent1689.jsonl", false)
}
