package classify

import "testing"

func TestIndependentCases1054(t *testing.T) {
	runIndependent(t, "testdata/independent1054.jsonl", false)
}
