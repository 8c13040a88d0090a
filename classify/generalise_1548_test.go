package classify

import "testing"

func TestIndependentCases1548(t *testing.T) {
	runIndependent(t, "testdata/independent1548.jsonl", false)
}
