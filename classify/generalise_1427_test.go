package classify

import "testing"

func TestIndependentCases1427(t *testing.T) {
	runIndependent(t, "testdata/independent1427.jsonl", false)
}
