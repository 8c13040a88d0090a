package classify

import "testing"

func TestIndependentCases1365(t *testing.T) {
	runIndependent(t, "testdata/independent1365.jsonl", false)
}
