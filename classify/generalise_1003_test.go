package classify

import "testing"

func TestIndependentCases1003(t *testing.T) {
	runIndependent(t, "testdata/independent1003.jsonl", false)
}
