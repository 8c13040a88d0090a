package classify

import "testing"

func TestIndependentCases1766(t *testing.T) {
	runIndependent(t, "testdata/independent1766.jsonl", false)
}
