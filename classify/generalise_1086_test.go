package classify

import "testing"

func TestIndependentCases1086(t *testing.T) {
	runIndependent(t, "testdata/independent1086.jsonl", false)
}
