package classify

import "testing"

func TestIndependentCases1739(t *testing.T) {
	runIndependent(t, "testdata/independent1739.jsonl", false)
}
