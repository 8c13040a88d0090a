package classify

import "testing"

func TestIndependentCases1429(t *testing.T) {
	runIndependent(t, "testdata/independent1429.jsonl", false)
}
