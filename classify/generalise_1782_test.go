package classify

import "testing"

func TestIndependentCases1782(t *testing.T) {
	runIndependent(t, "testdata/independent1782.jsonl", false)
}
