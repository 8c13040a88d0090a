package classify

import "testing"

func TestIndependentCases1706(t *testing.T) {
	runIndependent(t, "testdata/independent1706.jsonl", false)
}
