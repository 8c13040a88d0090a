package classify

import "testing"

func TestIndependentCases1682(t *testing.T) {
	runIndependent(t, "testdata/independent1682.jsonl", false)
}
