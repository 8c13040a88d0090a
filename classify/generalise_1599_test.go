package classify

import "testing"

func TestIndependentCases1599(t *testing.T) {
	runIndependent(t, "testdata/independent1599.jsonl", false)
}
