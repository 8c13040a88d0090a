package classify

import "testing"

func TestIndependentCases1254(t *testing.T) {
	runIndependent(t, "testdata/independent1254.jsonl", false)
}
