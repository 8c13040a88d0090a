package classify

import "testing"

func TestIndependentCases1366(t *testing.T) {
	runIndependent(t, "testdata/independent1366.jsonl", false)
}
