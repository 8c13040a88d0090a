package classify

import "testing"

func TestIndependentCases1158(t *testing.T) {
	runIndependent(t, "testdata/independent1158.jsonl", false)
}
