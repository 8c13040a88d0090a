package classify

import "testing"

func TestIndependentCases1624(t *testing.T) {
	runIndependent(t, "testdata/independent1624.jsonl", false)
}
