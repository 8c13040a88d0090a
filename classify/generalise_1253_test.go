package classify

import "testing"

func TestIndependentCases1253(t *testing.T) {
	runIndependent(t, "testdata/independent1253.jsonl", false)
}
