package classify

import "testing"

func TestIndependentCases1167(t *testing.T) {
	runIndependent(t, "testdata/independent1167.jsonl", false)
}
