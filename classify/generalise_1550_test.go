package classify

import "testing"

func TestIndependentCases1550(t *testing.T) {
	runIndependent(t, "testdata/independent1550.jsonl", false)
}
