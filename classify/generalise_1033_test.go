package classify

import "testing"

func TestIndependentCases1033(t *testing.T) {
	runIndependent(t, "testdata/independent1033.jsonl", false)
}
