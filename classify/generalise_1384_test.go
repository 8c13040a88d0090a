package classify

import "testing"

func TestIndependentCases1384(t *testing.T) {
	runIndependent(t, "testdata/independent1384.jsonl", false)
}
