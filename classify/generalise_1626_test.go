package classify

import "testing"

func TestIndependentCases1626(t *testing.T) {
	runIndependent(t, "testdata/independent1626.jsonl", false)
}
