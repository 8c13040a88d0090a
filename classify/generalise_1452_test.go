package classify

import "testing"

func TestIndependentCases1452(t *testing.T) {
	runIndependent(t, "testdata/independent1452.jsonl", false)
}
