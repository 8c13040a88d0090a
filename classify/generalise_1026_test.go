package classify

import "testing"

func TestIndependentCases1026(t *testing.T) {
	runIndependent(t, "testdata/independent1026.jsonl", false)
}
