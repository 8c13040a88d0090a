package classify

import "testing"

func TestIndependentCases1597(t *testing.T) {
	runIndependent(t, "testdata/independent1597.jsonl", false)
}
