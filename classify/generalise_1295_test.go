package classify

import "testing"

func TestIndependentCases1295(t *testing.T) {
	runIndependent(t, "testdata/independent1295.jsonl", false)
}
