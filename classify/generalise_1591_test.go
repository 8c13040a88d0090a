package classify

import "testing"

func TestIndependentCases1591(t *testing.T) {
	runIndependent(t, "testdata/independent1591.jsonl", false)
}
