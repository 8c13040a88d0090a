package classify

import "testing"

func TestIndependentCases1785(t *testing.T) {
	runIndependent(t, "testdata/independent1785.jsonl", false)
}
