package classify

import "testing"

func TestIndependentCases1291(t *testing.T) {
	runIndependent(t, "testdata/independent1291.jsonl", false)
}
