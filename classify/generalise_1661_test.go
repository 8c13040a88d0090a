package classify

import "testing"

func TestIndependentCases1661(t *testing.T) {
	runIndependent(t, "testdata/independent1661.jsonl", false)
}
