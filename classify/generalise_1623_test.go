package classify

import "testing"

func TestIndependentCases1623(t *testing.T) {
	runIndependent(t, "testdata/independent1623.jsonl", false)
}
