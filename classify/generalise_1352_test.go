package classify

import "testing"

func TestIndependentCases1352(t *testing.T) {
	runIndependent(t, "testdata/independent1352.jsonl", false)
}
