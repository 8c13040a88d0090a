package classify

import "testing"

func TestIndependentCases1787(t *testing.T) {
	runIndependent(t, "testdata/independent1787.jsonl", false)
}
