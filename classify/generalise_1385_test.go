package classify

import "testing"

func TestIndependentCases1385(t *testing.T) {
	runIndependent(t, "testdata/independent1385.jsonl", false)
}
