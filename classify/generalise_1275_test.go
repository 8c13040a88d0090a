package classify

import "testing"

func TestIndependentCases1275(t *testing.T) {
	runIndependent(t, "testdata/independent1275.jsonl", false)
}
