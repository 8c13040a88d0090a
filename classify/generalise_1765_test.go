package classify

import "testing"

func TestIndependentCases1765(t *testing.T) {
	runIndependent(t, "testdata/independent1765.jsonl", false)
}
