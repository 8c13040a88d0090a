package classify

import "testing"

func TestIndependentCases1389(t *testing.T) {
	runIndependent(t, "testdata/independent1389.jsonl", false)
}
