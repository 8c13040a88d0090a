package classify

import "testing"

func TestIndependentCases1437(t *testing.T) {
	runIndependent(t, "testdata/independent1437.jsonl", false)
}
