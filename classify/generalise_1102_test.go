package classify

import "testing"

func TestIndependentCases1102(t *testing.T) {
	runIndependent(t, "testdata/independent1102.jsonl", false)
}
