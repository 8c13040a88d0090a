package classify

import "testing"

func TestIndependentCases1563(t *testing.T) {
	runIndependent(t, "testdata/independent1563.jsonl", false)
}
