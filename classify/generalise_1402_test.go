package classify

import "testing"

func TestIndependentCases1402(t *testing.T) {
	runIndependent(t, "testdata/independent1402.jsonl", false)
}
