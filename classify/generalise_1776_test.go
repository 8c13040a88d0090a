package classify

import "testing"

func TestIndependentCases1776(t *testing.T) {
	runIndependent(t, "testdata/independent1776.jsonl", false)
}
