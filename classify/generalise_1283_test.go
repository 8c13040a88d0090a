package classify

import "testing"

func TestIndependentCases1283(t *testing.T) {
	runIndependent(t, "testdata/independent1283.jsonl", false)
}
