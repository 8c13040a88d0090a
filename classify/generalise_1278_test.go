package classify

import "testing"

func TestIndependentCases1278(t *testing.T) {
	runIndependent(t, "testdata/independent1278.jsonl", false)
}
