package classify

import "testing"

func TestIndependentCases1470(t *testing.T) {
	runIndependent(t, "testdata/independent1470.jsonl", false)
}
