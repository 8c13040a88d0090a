package classify

import "testing"

func TestIndependentCases1217(t *testing.T) {
	runIndependent(t, "testdata/independent1217.jsonl", false)
}
