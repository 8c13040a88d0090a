package classify

import "testing"

func TestIndependentCases1408(t *testing.T) {
	runIndependent(t, "testdata/independent1408.jsonl", false)
}
