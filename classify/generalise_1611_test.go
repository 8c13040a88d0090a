package classify

import "testing"

func TestIndependentCases1611(t *testing.T) {
	runIndependent(t, "testdata/independent1611.jsonl", false)
}
