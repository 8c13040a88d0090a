package classify

import "testing"

func TestIndependentCases1506(t *testing.T) {
	runIndependent(t, "testdata/independent1506.jsonl", false)
}
