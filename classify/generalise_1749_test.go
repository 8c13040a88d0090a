package classify

import "testing"

func TestIndependentCases1749(t *testing.T) {
	runIndependent(t, "testdata/independent1749.jsonl", false)
}
