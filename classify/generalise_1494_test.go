package classify

import "testing"

func TestIndependentCases1494(t *testing.T) {
	runIndependent(t, "testdata/independent1494.jsonl", false)
}
