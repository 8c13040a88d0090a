package classify

import "testing"

func TestIndependentCases1643(t *testing.T) {
	runIndependent(t, "testdata/independent1643.jsonl", false)
}
