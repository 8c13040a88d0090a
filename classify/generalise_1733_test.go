package classify

import "testing"

func TestIndependentCases1733(t *testing.T) {
	runIndependent(t, "testdata/independent1733.jsonl", false)
}
