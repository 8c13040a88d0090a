package classify

import "testing"

func TestIndependentCases1492(t *testing.T) {
	runIndependent(t, "testdata/independent1492.jsonl", false)
}
