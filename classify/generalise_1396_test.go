package classify

import "testing"

func TestIndependentCases1396(t *testing.T) {
	runIndependent(t, "testdata/independent1396.jsonl", false)
}
