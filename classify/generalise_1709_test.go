package classify

import "testing"

func TestIndependentCases1709(t *testing.T) {
	runIndependent(t, "testdata/independent1709.jsonl", false)
}
