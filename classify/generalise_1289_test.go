package classify

import "testing"

func TestIndependentCases1289(t *testing.T) {
	runIndependent(t, "testdata/independent1289.jsonl", false)
}
