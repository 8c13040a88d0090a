package classify

import "testing"

func TestIndependentCases1165(t *testing.T) {
	runIndependent(t, "testdata/independent1165.jsonl", false)
}
