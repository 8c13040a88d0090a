package classify

import "testing"

func TestIndependentCases1559(t *testing.T) {
	runIndependent(t, "testdata/independent1559.jsonl", false)
}
