package classify

import "testing"

func TestIndependentCases1483(t *testing.T) {
	runIndependent(t, "testdata/independent1483.jsonl", false)
}
