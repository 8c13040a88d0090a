package classify

import "testing"

func TestIndependentCases1724(t *testing.T) {
	runIndependent(t, "testdata/independent1724.jsonl", false)
}
