package classify

import "testing"

func TestIndependentCases1727(t *testing.T) {
	runIndependent(t, "testdata/independent1727.jsonl", false)
}
