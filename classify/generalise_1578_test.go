package classify

import "testing"

func TestIndependentCases1578(t *testing.T) {
	runIndependent(t, "testdata/independent1578.jsonl", false)
}
