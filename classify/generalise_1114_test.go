package classify

import "testing"

func TestIndependentCases1114(t *testing.T) {
	runIndependent(t, "testdata/independent1114.jsonl", false)
}
