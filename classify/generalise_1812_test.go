package classify

import "testing"

func TestIndependentCases1812(t *testing.T) {
	runIndependent(t, "testdata/independent1812.jsonl", false)
}
