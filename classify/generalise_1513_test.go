package classify

import "testing"

func TestIndependentCases1513(t *testing.T) {
	runIndependent(t, "testdata/independent1513.jsonl", false)
}
