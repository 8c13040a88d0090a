package classify

import "testing"

func TestIndependentCases1203(t *testing.T) {
	runIndependent(t, "testdata/independent1203.jsonl", false)
}
