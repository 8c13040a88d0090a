package classify

import "testing"

func TestIndependentCases1459(t *testing.T) {
	runIndependent(t, "testdata/independent1459.jsonl", false)
}
