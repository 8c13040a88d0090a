package classify

import "testing"

func TestIndependentCases1344(t *testing.T) {
	runIndependent(t, "testdata/independent1344.jsonl", false)
}
