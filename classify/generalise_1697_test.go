package classify

import "testing"

func TestIndependentCases1697(t *testing.T) {
	runIndependent(t, "testdata/independent1697.jsonl", false)
}
