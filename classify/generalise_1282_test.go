package classify

import "testing"

func TestIndependentCases1282(t *testing.T) {
	runIndependent(t, "testdata/independent1282.jsonl", false)
}
