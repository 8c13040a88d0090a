package classify

import "testing"

func TestIndependentCases1222(t *testing.T) {
	runIndependent(t, "testdata/independent1222.jsonl", false)
}
