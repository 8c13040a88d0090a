package classify

import "testing"

func TestIndependentCases1395(t *testing.T) {
	runIndependent(t, "testdata/independent1395.jsonl", false)
}
