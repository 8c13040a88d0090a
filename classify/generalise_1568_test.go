package classify

import "testing"

func TestIndependentCases1568(t *testing.T) {
	runIndependent(t, "testdata/independent1568.jsonl", false)
}
