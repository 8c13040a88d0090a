package classify

import "testing"

func TestIndependentCases1469(t *testing.T) {
	runIndependent(t, "testdata/independent1469.jsonl", false)
}
