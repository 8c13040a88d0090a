package classify

import "testing"

func TestIndependentCases1246(t *testing.T) {
	runIndependent(t, "testdata/independent1246.jsonl", false)
}
