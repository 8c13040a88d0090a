package classify

import "testing"

func TestIndependentCases1040(t *testing.T) {
	runIndependent(t, "testdata/independent1040.jsonl", false)
}
