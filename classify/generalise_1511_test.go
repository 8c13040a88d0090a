package classify

import "testing"

func TestIndependentCases1511(t *testing.T) {
	runIndependent(t, "testdata/independent1511.jsonl", false)
}
