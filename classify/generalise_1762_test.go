package classify

import "testing"

func TestIndependentCases1762(t *testing.T) {
	runIndependent(t, "testdata/independent1762.jsonl", false)
}
