package classify

import "testing"

func TestIndependentCases1526(t *testing.T) {
	runIndependent(t, "testdata/independent1526.jsonl", false)
}
