package classify

import "testing"

func TestIndependentCases1143(t *testing.T) {
	runIndependent(t, "testdata/independent1143.jsonl", false)
}
