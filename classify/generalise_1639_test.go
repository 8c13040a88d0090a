package classify

import "testing"

func TestIndependentCases1639(t *testing.T) {
	runIndependent(t, "testdata/independent1639.jsonl", false)
}
