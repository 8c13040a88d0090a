package classify

import "testing"

func TestIndependentCases1228(t *testing.T) {
	runIndependent(t, "testdata/independent1228.jsonl", false)
}
