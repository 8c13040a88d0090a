package classify

import "testing"

func TestIndependentCases1625(t *testing.T) {
	runIndependent(t, "testdata/independent1625.jsonl", false)
}
