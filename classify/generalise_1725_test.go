package classify

import "testing"

func TestIndependentCases1725(t *testing.T) {
	runIndependent(t, "testdata/independent1725.jsonl", false)
}
