package classify

import "testing"

func TestIndependentCases1596(t *testing.T) {
	runIndependent(t, "testdata/independent1596.jsonl", false)
}
