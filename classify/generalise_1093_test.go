package classify

import "testing"

func TestIndependentCases1093(t *testing.T) {
	runIndependent(t, "testdata/independent1093.jsonl", false)
}
