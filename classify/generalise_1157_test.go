package classify

import "testing"

func TestIndependentCases1157(t *testing.T) {
	runIndependent(t, "testdata/independent1157.jsonl", false)
}
