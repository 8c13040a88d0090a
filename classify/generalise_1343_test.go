package classify

import "testing"

func TestIndependentCases1343(t *testing.T) {
	runIndependent(t, "testdata/independent1343.jsonl", false)
}
