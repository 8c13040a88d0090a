package classify

import "testing"

func TestIndependentCases1555(t *testing.T) {
	runIndependent(t, "testdata/independent1555.jsonl", false)
}
