package classify

import "testing"

func TestIndependentCases1717(t *testing.T) {
	runIndependent(t, "testdata/independent1717.jsonl", false)
}
