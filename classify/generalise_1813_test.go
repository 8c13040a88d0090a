package classify

import "testing"

func TestIndependentCases1813(t *testing.T) {
	runIndependent(t, "testdata/independent1813.jsonl", false)
}
