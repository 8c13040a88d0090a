package classify

import "testing"

func TestIndependentCases1816(t *testing.T) {
	runIndependent(t, "testdata/independent1816.jsonl", false)
}
