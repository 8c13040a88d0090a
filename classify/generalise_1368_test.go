package classify

import "testing"

func TestIndependentCases1368(t *testing.T) {
	runIndependent(t, "testdata/independent1368.jsonl", false)
}
