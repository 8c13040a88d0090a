package classify

import "testing"

func TestIndependentCases1528(t *testing.T) {
	runIndependent(t, "testdata/independent1528.jsonl", false)
}
