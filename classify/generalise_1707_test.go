package classify

import "testing"

func TestIndependentCases1707(t *testing.T) {
	runIndependent(t, "testdata/independent1707.jsonl", false)
}
