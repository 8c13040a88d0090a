package classify

import "testing"

func TestIndependentCases1514(t *testing.T) {
	runIndependent(t, "testdata/independent1514.jsonl", false)
}
