package classify

import "testing"

func TestIndependentCases1272(t *testing.T) {
	runIndependent(t, "testdata/independent1272.jsonl", false)
}
