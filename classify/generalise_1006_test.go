package classify

import "testing"

func TestIndependentCases1006(t *testing.T) {
	runIndependent(t, "testdata/independent1006.jsonl", false)
}
