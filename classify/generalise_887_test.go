package classify

import "testing"

func TestIndependentCases887(t *testing.T) {
	runIndependent(t, "testdata/independent887.jsonl", false)
}
