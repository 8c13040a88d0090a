package classify

import "testing"

func TestIndependentCases1156(t *testing.T) {
	runIndependent(t, "testdata/independent1156.jsonl", false)
}
