package classify

import "testing"

func TestIndependentCases1224(t *testing.T) {
	runIndependent(t, "testdata/independent1224.jsonl", false)
}
