package classify

import "testing"

func TestIndependentCases1537(t *testing.T) {
	runIndependent(t, "testdata/independent1537.jsonl", false)
}
