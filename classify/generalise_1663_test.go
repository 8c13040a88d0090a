package classify

import "testing"

func TestIndependentCases1663(t *testing.T) {
	runIndependent(t, "testdata/independent1663.jsonl", false)
}
