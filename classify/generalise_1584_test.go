package classify

import "testing"

func TestIndependentCases1584(t *testing.T) {
	runIndependent(t, "testdata/independent1584.jsonl", false)
}
