package classify

import "testing"

func TestIndependentCases1376(t *testing.T) {
	runIndependent(t, "testdata/independent1376.jsonl", false)
}
