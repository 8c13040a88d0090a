package classify

import "testing"

func TestIndependentCases1658(t *testing.T) {
	runIndependent(t, "testdata/independent1658.jsonl", false)
}
