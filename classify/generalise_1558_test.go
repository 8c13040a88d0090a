package classify

import "testing"

func TestIndependentCases1558(t *testing.T) {
	runIndependent(t, "testdata/independent1558.jsonl", false)
}
