package classify

import "testing"

func TestIndependentCases1763(t *testing.T) {
	runIndependent(t, "testdata/independent1763.jsonl", false)
}
