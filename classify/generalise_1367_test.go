package classify

import "testing"

func TestIndependentCases1367(t *testing.T) {
	runIndependent(t, "testdata/independent1367.jsonl", false)
}
