package classify

import "testing"

func TestIndependentCases1406(t *testing.T) {
	runIndependent(t, "testdata/independent1406.jsonl", false)
}
