package classify

import "testing"

func TestIndependentCases1499(t *testing.T) {
	runIndependent(t, "testdata/independent1499.jsonl", false)
}
