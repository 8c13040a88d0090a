package classify

import "testing"

func TestIndependentCases1740(t *testing.T) {
	runIndependent(t, "testdata/independent1740.jsonl", false)
}
