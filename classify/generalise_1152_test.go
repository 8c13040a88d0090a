package classify

import "testing"

func TestIndependentCases1152(t *testing.T) {
	runIndependent(t, "testdata/independent1152.jsonl", false)
}
