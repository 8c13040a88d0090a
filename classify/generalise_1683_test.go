package classify

import "testing"

func TestIndependentCases1683(t *testing.T) {
	runIndependent(t, "testdata/independent1683.jsonl", false)
}
