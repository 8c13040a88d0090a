package classify

import "testing"

func TestIndependentCases1610(t *testing.T) {
	runIndependent(t, "testdata/independent1610.jsonl", false)
}
