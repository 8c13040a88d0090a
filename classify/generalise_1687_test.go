package classify

import "testing"

func TestIndependentCases1687(t *testing.T) {
	runIndependent(t, "testdata/independent1687.jsonl", false)
}
