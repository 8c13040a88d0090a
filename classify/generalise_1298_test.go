package classify

import "testing"

func TestIndependentCases1298(t *testing.T) {
	runIndependent(t, "testdata/independent1298.jsonl", false)
}
