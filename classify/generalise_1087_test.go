package classify

import "testing"

func TestIndependentCases1087(t *testing.T) {
	runIndependent(t, "testdata/independent1087.jsonl", false)
}
