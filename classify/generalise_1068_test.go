package classify

import "testing"

func TestIndependentCases1068(t *testing.T) {
	runIndependent(t, "testdata/independent1068.jsonl", false)
}
