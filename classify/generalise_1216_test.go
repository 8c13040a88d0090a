package classify

import "testing"

func TestIndependentCases1216(t *testing.T) {
	runIndependent(t, "testdata/independent1216.jsonl", false)
}
