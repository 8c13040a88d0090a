package classify

import "testing"

func TestIndependentCases1135(t *testing.T) {
	runIndependent(t, "testdata/independent1135.jsonl", false)
}
