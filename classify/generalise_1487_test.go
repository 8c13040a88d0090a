package classify

import "testing"

func TestIndependentCases1487(t *testing.T) {
	runIndependent(t, "testdata/independent1487.jsonl", false)
}
