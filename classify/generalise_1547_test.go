package classify

import "testing"

func TestIndependentCases1547(t *testing.T) {
	runIndependent(t, "testdata/independent1547.jsonl", false)
}
