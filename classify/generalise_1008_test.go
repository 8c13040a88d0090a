package classify

import "testing"

func TestIndependentCases1008(t *testing.T) {
	runIndependent(t, "testdata/independent1008.jsonl", false)
}
