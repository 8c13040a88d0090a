package classify

import "testing"

func TestIndependentCases1104(t *testing.T) {
	runIndependent(t, "testdata/independent1104.jsonl", false)
}
