package classify

import "testing"

func TestIndependentCases1585(t *testing.T) {
	runIndependent(t, "testdata/independent1585.jsonl", false)
}
