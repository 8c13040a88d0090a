package classify

import "testing"

func TestIndependentCases1530(t *testing.T) {
	runIndependent(t, "testdata/independent1530.jsonl", false)
}
