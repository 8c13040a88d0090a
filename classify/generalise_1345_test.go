package classify

import "testing"

func TestIndependentCases1345(t *testing.T) {
	runIndependent(t, "testdata/independent1345.jsonl", false)
}
