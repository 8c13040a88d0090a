package classify

import "testing"

func TestIndependentCases1612(t *testing.T) {
	runIndependent(t, "testdata/independent1612.jsonl", false)
}
