package classify

import "testing"

func TestIndependentCases1313(t *testing.T) {
	runIndependent(t, "testdata/independent1313.jsonl", false)
}
