package classify

import "testing"

func TestIndependentCases1138(t *testing.T) {
	runIndependent(t, "testdata/independent1138.jsonl", false)
}
