package classify

import "testing"

func TestIndependentCases1485(t *testing.T) {
	runIndependent(t, "testdata/independent1485.jsonl", false)
}
