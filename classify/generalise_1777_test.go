package classify

import "testing"

func TestIndependentCases1777(t *testing.T) {
	runIndependent(t, "testdata/independent1777.jsonl", false)
}
