package classify

import "testing"

func TestIndependentCases1808(t *testing.T) {
	runIndependent(t, "testdata/independent1808.jsonl", false)
}
