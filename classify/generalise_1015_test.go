package classify

import "testing"

func TestIndependentCases1015(t *testing.T) {
	runIndependent(t, "testdata/independent1015.jsonl", false)
}
