package classify

import "testing"

func TestIndependentCases1741(t *testing.T) {
	runIndependent(t, "testdata/independent1741.jsonl", false)
}
