package classify

import "testing"

func TestIndependentCases1702(t *testing.T) {
	runIndependent(t, "testdata/independent1702.jsonl", false)
}
