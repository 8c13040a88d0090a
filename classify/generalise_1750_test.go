package classify

import "testing"

func TestIndependentCases1750(t *testing.T) {
	runIndependent(t, "testdata/independent1750.jsonl", false)
}
