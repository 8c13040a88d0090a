package classify

import "testing"

func TestIndependentCases1800(t *testing.T) {
	runIndependent(t, "testdata/independent1800.jsonl", false)
}
