package classify

import "testing"

func TestIndependentCases1449(t *testing.T) {
	runIndependent(t, "testdata/independent1449.jsonl", false)
}
