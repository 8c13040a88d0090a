package classify

import "testing"

func TestIndependentCases1774(t *testing.T) {
	runIndependent(t, "testdata/independent1774.jsonl", false)
}
