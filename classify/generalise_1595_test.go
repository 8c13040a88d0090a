package classify

import "testing"

func TestIndependentCases1595(t *testing.T) {
	runIndependent(t, "testdata/independent1595.jsonl", false)
}
