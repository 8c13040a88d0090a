package classify

import "testing"

func TestIndependentCases1434(t *testing.T) {
	runIndependent(t, "testdata/independent1434.jsonl", false)
}
