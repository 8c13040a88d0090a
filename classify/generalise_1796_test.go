package classify

import "testing"

func TestIndependentCases1796(t *testing.T) {
	runIndependent(t, "testdata/independent1796.jsonl", false)
}
