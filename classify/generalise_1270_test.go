package classify

import "testing"

func TestIndependentCases1270(t *testing.T) {
	runIndependent(t, "testdata/independent1270.jsonl", false)
}
