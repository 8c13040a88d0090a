package classify

import "testing"

func TestIndependentCases1108(t *testing.T) {
	runIndependent(t, "testdata/independent1108.jsonl", false)
}
