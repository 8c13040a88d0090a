package classify

import "testing"

func TestIndependentCases1453(t *testing.T) {
	runIndependent(t, "testdata/independent1453.jsonl", false)
}
