package classify

import "testing"

func TestIndependentCases1284(t *testing.T) {
	runIndependent(t, "testdata/independent1284.jsonl", false)
}
