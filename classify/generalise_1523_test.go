package classify

import "testing"

func TestIndependentCases1523(t *testing.T) {
	runIndependent(t, "testdata/independent1523.jsonl", false)
}
