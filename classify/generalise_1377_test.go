package classify

import "testing"

func TestIndependentCases1377(t *testing.T) {
	runIndependent(t, "testdata/independent1377.jsonl", false)
}
