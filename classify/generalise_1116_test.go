package classify

import "testing"

func TestIndependentCases1116(t *testing.T) {
	runIndependent(t, "testdata/independent1116.jsonl", false)
}
