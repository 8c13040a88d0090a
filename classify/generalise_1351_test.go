package classify

import "testing"

func TestIndependentCases1351(t *testing.T) {
	runIndependent(t, "testdata/independent1351.jsonl", false)
}
