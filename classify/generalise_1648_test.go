package classify

import "testing"

func TestIndependentCases1648(t *testing.T) {
	runIndependent(t, "testdata/independent1648.jsonl", false)
}
