package classify

import "testing"

func TestIndependentCases1557(t *testing.T) {
	runIndependent(t, "testdata/independent1557.jsonl", false)
}
