package classify

import "testing"

func TestIndependentCases1299(t *testing.T) {
	runIndependent(t, "testdata/independent1299.jsonl", false)
}
