package classify

import "testing"

func TestIndependentCases1498(t *testing.T) {
	runIndependent(t, "testdata/independent1498.jsonl", false)
}
