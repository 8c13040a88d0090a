package classify

import "testing"

func TestIndependentCases1318(t *testing.T) {
	runIndependent(t, "testdata/independent1318.jsonl", false)
}
