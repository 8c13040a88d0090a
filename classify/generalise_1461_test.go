package classify

import "testing"

func TestIndependentCases1461(t *testing.T) {
	runIndependent(t, "testdata/independent1461.jsonl", false)
}
