package classify

import "testing"

func TestIndependentCases1383(t *testing.T) {
	runIndependent(t, "testdata/independent1383.jsonl", false)
}
