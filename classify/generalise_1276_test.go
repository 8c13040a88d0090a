package classify

import "testing"

func TestIndependentCases1276(t *testing.T) {
	runIndependent(t, "testdata/independent1276.jsonl", false)
}
