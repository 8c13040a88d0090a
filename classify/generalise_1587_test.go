package classify

import "testing"

func TestIndependentCases1587(t *testing.T) {
	runIndependent(t, "testdata/independent1587.jsonl", false)
}
