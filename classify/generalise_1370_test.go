package classify

import "testing"

func TestIndependentCases1370(t *testing.T) {
	runIndependent(t, "testdata/independent1370.jsonl", false)
}
