package classify

import "testing"

func TestIndependentCases1005(t *testing.T) {
	runIndependent(t, "testdata/independent1005.jsonl", false)
}
