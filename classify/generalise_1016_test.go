package classify

import "testing"

func TestIndependentCases1016(t *testing.T) {
	runIndependent(t, "testdata/independent1016.jsonl", false)
}
