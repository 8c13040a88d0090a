package classify

import "testing"

func TestIndependentCases1277(t *testing.T) {
	runIndependent(t, "testdata/independent1277.jsonl", false)
}
