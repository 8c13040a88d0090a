package classify

import "testing"

func TestIndependentCases1628(t *testing.T) {
	runIndependent(t, "testdata/independent1628.jsonl", false)
}
