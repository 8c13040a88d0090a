package classify

import "testing"

func TestIndependentCases1075(t *testing.T) {
	runIndependent(t, "testdata/independent1075.jsonl", false)
}
