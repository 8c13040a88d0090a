package classify

import "testing"

func TestIndependentCases1257(t *testing.T) {
	runIndependent(t, "testdata/independent1257.jsonl", false)
}
