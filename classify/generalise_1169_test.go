package classify

import "testing"

func TestIndependentCases1169(t *testing.T) {
	runIndependent(t, "testdata/independent1169.jsonl", false)
}
