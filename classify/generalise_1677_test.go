package classify

import "testing"

func TestIndependentCases1677(t *testing.T) {
	runIndependent(t, "testdata/independent1677.jsonl", false)
}
