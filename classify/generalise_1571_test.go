package classify

import "testing"

func TestIndependentCases1571(t *testing.T) {
	runIndependent(t, "testdata/independent1571.jsonl", false)
}
