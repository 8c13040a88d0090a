package classify

import "testing"

func TestIndependentCases1619(t *testing.T) {
	runIndependent(t, "testdata/independent1619.jsonl", false)
}
