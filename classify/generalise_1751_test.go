package classify

import "testing"

func TestIndependentCases1751(t *testing.T) {
	runIndependent(t, "testdata/independent1751.jsonl", false)
}
