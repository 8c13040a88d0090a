package classify

import "testing"

func TestIndependentCases1340(t *testing.T) {
	runIndependent(t, "testdata/independent1340.jsonl", false)
}
