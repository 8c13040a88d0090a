package classify

import "testing"

func TestIndependentCases1331(t *testing.T) {
	runIndependent(t, "testdata/independent1331.jsonl", false)
}
