package classify

import "testing"

func TestIndependentCases1665(t *testing.T) {
	runIndependent(t, "testdata/independent1665.jsonl", false)
}
