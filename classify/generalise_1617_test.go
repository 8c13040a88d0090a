package classify

import "testing"

func TestIndependentCases1617(t *testing.T) {
	runIndependent(t, "testdata/independent1617.jsonl", false)
}
