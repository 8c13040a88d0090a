package classify

import "testing"

func TestIndependentCases1642(t *testing.T) {
	runIndependent(t, "testdata/independent1642.jsonl", false)
}
