package classify

import "testing"

func TestIndependentCases1472(t *testing.T) {
	runIndependent(t, "testdata/independent1472.jsonl", false)
}
