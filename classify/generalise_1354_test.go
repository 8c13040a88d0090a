package classify

import "testing"

func TestIndependentCases1354(t *testing.T) {
	runIndependent(t, "testdata/independent1354.jsonl", false)
}
