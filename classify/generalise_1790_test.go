package classify

import "testing"

func TestIndependentCases1790(t *testing.T) {
	runIndependent(t, "testdata/independent1790.jsonl", false)
}
