package classify

import "testing"

func TestIndependentCases1462(t *testing.T) {
	runIndependent(t, "testdata/independent1462.jsonl", false)
}
