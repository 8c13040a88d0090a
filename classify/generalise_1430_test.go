package classify

import "testing"

func TestIndependentCases1430(t *testing.T) {
	runIndependent(t, "testdata/independent1430.jsonl", false)
}
