package classify

import "testing"

func TestIndependentCases1604(t *testing.T) {
	runIndependent(t, "testdata/independent1604.jsonl", false)
}
