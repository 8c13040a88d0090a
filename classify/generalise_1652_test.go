package classify

import "testing"

func TestIndependentCases1652(t *testing.T) {
	runIndependent(t, "testdata/independent1652.jsonl", false)
}
