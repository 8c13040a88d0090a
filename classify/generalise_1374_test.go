package classify

import "testing"

func TestIndependentCases1374(t *testing.T) {
	runIndependent(t, "testdata/independent1374.jsonl", false)
}
