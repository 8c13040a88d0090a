package classify

import "testing"

func TestIndependentCases1094(t *testing.T) {
	runIndependent(t, "testdata/independent1094.jsonl", false)
}
