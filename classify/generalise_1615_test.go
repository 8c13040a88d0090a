package classify

import "testing"

func TestIndependentCases1615(t *testing.T) {
	runIndependent(t, "testdata/independent1615.jsonl", false)
}
