package classify

import "testing"

func TestIndependentCases1100(t *testing.T) {
	runIndependent(t, "testdata/independent1100.jsonl", false)
}
