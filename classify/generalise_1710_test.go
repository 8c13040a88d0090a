package classify

import "testing"

func TestIndependentCases1710(t *testing.T) {
	runIndependent(t, "testdata/independent1710.jsonl", false)
}
