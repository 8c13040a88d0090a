package classify

import "testing"

func TestIndependentCases1737(t *testing.T) {
	runIndependent(t, "testdata/independent1737.jsonl", false)
}
