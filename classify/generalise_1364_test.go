package classify

import "testing"

func TestIndependentCases1364(t *testing.T) {
	runIndependent(t, "testdata/independent1364.jsonl", false)
}
