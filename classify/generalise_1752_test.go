package classify

import "testing"

func TestIndependentCases1752(t *testing.T) {
	runIndependent(t, "testdata/independent1752.jsonl", false)
}
