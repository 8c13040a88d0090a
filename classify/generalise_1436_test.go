package classify

import "testing"

func TestIndependentCases1436(t *testing.T) {
	runIndependent(t, "testdata/independent1436.jsonl", false)
}
