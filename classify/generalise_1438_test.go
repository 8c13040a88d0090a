package classify

import "testing"

func TestIndependentCases1438(t *testing.T) {
	runIndependent(t, "testdata/independent1438.jsonl", false)
}
