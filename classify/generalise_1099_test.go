package classify

import "testing"

func TestIndependentCases1099(t *testing.T) {
	runIndependent(t, "testdata/independent1099.jsonl", false)
}
