package classify

import "testing"

func TestIndependentCases1163(t *testing.T) {
	runIndependent(t, "testdata/independent1163.jsonl", false)
}
