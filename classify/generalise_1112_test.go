package classify

import "testing"

func TestIndependentCases1112(t *testing.T) {
	runIndependent(t, "testdata/independent1112.jsonl", false)
}
