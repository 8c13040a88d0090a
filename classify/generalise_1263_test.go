package classify

import "testing"

func TestIndependentCases1263(t *testing.T) {
	runIndependent(t, "testdata/independent1263.jsonl", false)
}
