package classify

import "testing"

func TestIndependentCases1770(t *testing.T) {
	runIndependent(t, "testdata/independent1770.jsonl", false)
}
