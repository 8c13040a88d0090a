package classify

import "testing"

func TestIndependentCases1644(t *testing.T) {
	runIndependent(t, "testdata/independent1644.jsonl", false)
}
