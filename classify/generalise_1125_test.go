package classify

import "testing"

func TestIndependentCases1125(t *testing.T) {
	runIndependent(t, "testdata/independent1125.jsonl", false)
}
