package classify

import "testing"

func TestIndependentCases1734(t *testing.T) {
	runIndependent(t, "testdata/independent1734.jsonl", false)
}
