package classify

import "testing"

func TestIndependentCases1640(t *testing.T) {
	runIndependent(t, "testdata/independent1640.jsonl", false)
}
