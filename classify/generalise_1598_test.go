package classify

import "testing"

func TestIndependentCases1598(t *testing.T) {
	runIndependent(t, "testdata/independent1598.jsonl", false)
}
