package classify

import "testing"

func TestIndependentCases1792(t *testing.T) {
	runIndependent(t, "testdata/independent1792.jsonl", false)
}
