package classify

import "testing"

func TestIndependentCases1549(t *testing.T) {
	runIndependent(t, "testdata/independent1549.jsonl", false)
}
