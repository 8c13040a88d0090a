package classify

import "testing"

func TestIndependentCases1730(t *testing.T) {
	runIndependent(t, "testdata/independent1730.jsonl", false)
}
