package classify

import "testing"

func TestIndependentCases1671(t *testing.T) {
	runIndependent(t, "testdata/independent1671.jsonl", false)
}
