package classify

import "testing"

func TestIndependentCases1004(t *testing.T) {
	runIndependent(t, "testdata/independent1004.jsonl", false)
}
