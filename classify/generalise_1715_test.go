package classify

import "testing"

func TestIndependentCases1715(t *testing.T) {
	runIndependent(t, "testdata/independent1715.jsonl", false)
}
