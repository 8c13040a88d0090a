package classify

import "testing"

func TestIndependentCases1341(t *testing.T) {
	runIndependent(t, "testdata/independent1341.jsonl", false)
}
