package classify

import "testing"

func TestIndependentCases1580(t *testing.T) {
	runIndependent(t, "testdata/independent1580.jsonl", false)
}
