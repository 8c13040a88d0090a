package classify

import "testing"

func TestIndependentCases1019(t *testing.T) {
	runIndependent(t, "testdata/independent1019.jsonl", false)
}
