package classify

import "testing"

func TestIndependentCases1798(t *testing.T) {
	runIndependent(t, "testdata/independent1798.jsonl", false)
}
