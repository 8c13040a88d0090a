package classify

import "testing"

func TestIndependentCases1245(t *testing.T) {
	runIndependent(t, "testdata/independent1245.jsonl", false)
}
