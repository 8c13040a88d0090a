package classify

import "testing"

func TestIndependentCases1647(t *testing.T) {
	runIndependent(t, "testdata/independent1647.jsonl", false)
}
