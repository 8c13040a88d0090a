package classify

import "testing"

func TestIndependentCases1236(t *testing.T) {
	runIndependent(t, "testdata/independent1236.jsonl", false)
}
