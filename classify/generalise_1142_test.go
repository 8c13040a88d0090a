package classify

import "testing"

func TestIndependentCases1142(t *testing.T) {
	runIndependent(t, "testdata/independent1142.jsonl", false)
}
