package classify

import "testing"

func TestIndependentCases1037(t *testing.T) {
	runIndependent(t, "testdata/independent1037.jsonl", false)
}
