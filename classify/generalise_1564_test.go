package classify

import "testing"

func TestIndependentCases1564(t *testing.T) {
	runIndependent(t, "testdata/independent1564.jsonl", false)
}
