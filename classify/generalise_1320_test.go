package classify

import "testing"

func TestIndependentCases1320(t *testing.T) {
	runIndependent(t, "testdata/independent1320.jsonl", false)
}
