package classify

import "testing"

func TestIndependentCases1600(t *testing.T) {
	runIndependent(t, "testdata/independent1600.jsonl", false)
}
