package classify

import "testing"

func TestIndependentCases1131(t *testing.T) {
	runIndependent(t, "testdata/independent1131.jsonl", false)
}
