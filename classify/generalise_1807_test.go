package classify

import "testing"

func TestIndependentCases1807(t *testing.T) {
	runIndependent(t, "testdata/independent1807.jsonl", false)
}
