package classify

import "testing"

func TestIndependentCases1109(t *testing.T) {
	runIndependent(t, "testdata/independent1109.jsonl", false)
}
