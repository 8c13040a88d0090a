package classify

import "testing"

func TestIndependentCases1423(t *testing.T) {
	runIndependent(t, "testdata/independent1423.jsonl", false)
}
