package classify

import "testing"

func TestIndependentCases1041(t *testing.T) {
	runIndependent(t, "testdata/independent1041.jsonl", false)
}
