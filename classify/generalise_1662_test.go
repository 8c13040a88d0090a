package classify

import "testing"

func TestIndependentCases1662(t *testing.T) {
	runIndependent(t, "testdata/independent1662.jsonl", false)
}
