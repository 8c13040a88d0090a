package classify

import "testing"

func TestIndependentCases1756(t *testing.T) {
	runIndependent(t, "testdata/independent1756.jsonl", false)
}
