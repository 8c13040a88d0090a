package classify

import "testing"

func TestIndependentCases1801(t *testing.T) {
	runIndependent(t, "testdata/independent1801.jsonl", false)
}
