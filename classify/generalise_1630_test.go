package classify

import "testing"

func TestIndependentCases1630(t *testing.T) {
	runIndependent(t, "testdata/independent1630.jsonl", false)
}
