package classify

import "testing"

func TestIndependentCases1799(t *testing.T) {
	runIndependent(t, "testdata/independent1799.jsonl", false)
}
