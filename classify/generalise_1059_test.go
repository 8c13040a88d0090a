package classify

import "testing"

func TestIndependentCases1059(t *testing.T) {
	runIndependent(t, "testdata/independent1059.jsonl", false)
}
