package classify

import "testing"

func TestIndependentCases1590(t *testing.T) {
	runIndependent(t, "testdata/independent1590.jsonl", false)
}
