package classify

import "testing"

func TestIndependentCases1636(t *testing.T) {
	runIndependent(t, "testdata/independent1636.jsonl", false)
}
