package classify

import "testing"

func TestIndependentCases1442(t *testing.T) {
	runIndependent(t, "testdata/independent1442.jsonl", false)
}
