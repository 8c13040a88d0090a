package classify

import "testing"

func TestIndependentCases1708(t *testing.T) {
	runIndependent(t, "testdata/independent1708.jsonl", false)
}
