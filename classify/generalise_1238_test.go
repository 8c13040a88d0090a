package classify

import "testing"

func TestIndependentCases1238(t *testing.T) {
	runIndependent(t, "testdata/independent1238.jsonl", false)
}
