package classify

import "testing"

func TestIndependentCases1688(t *testing.T) {
	runIndependent(t, "testdata/independent1688.jsonl", false)
}
