package classify

import "testing"

func TestIndependentCases1002(t *testing.T) {
	runIndependent(t, "testdata/independent1002.jsonl", false)
}
