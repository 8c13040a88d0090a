package classify

import "testing"

func TestIndependentCases1457(t *testing.T) {
	runIndependent(t, "testdata/independent1457.jsonl", false)
}
