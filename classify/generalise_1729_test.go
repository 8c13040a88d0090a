package classify

import "testing"

func TestIndependentCases1729(t *testing.T) {
	runIndependent(t, "testdata/independent1729.jsonl", false)
}
