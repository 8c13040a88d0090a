package classify

import "testing"

func TestIndependentCases1815(t *testing.T) {
	runIndependent(t, "testdata/independent1815.jsonl", false)
}
