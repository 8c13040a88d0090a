package classify

import "testing"

func TestIndependentCases1754(t *testing.T) {
	runIndependent(t, "testdata/independent1754.jsonl", false)
}
