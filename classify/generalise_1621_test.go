package classify

import "testing"

func TestIndependentCases1621(t *testing.T) {
	runIndependent(t, "testdata/independent1621.jsonl", false)
}
