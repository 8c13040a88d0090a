package classify

import "testing"

func TestIndependentCases1011(t *testing.T) {
	runIndependent(t, "testdata/independent1011.jsonl", false)
}
