package classify

import "testing"

func TestIndependentCases1293(t *testing.T) {
	runIndependent(t, "testdata/independent1293.jsonl", false)
}
