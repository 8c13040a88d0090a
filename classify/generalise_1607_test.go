package classify

import "testing"

func TestIndependentCases1607(t *testing.T) {
	runIndependent(t, "testdata/independent1607.jsonl", false)
}
