package classify

import "testing"

func TestIndependentCases876(t *testing.T) {
	runIndependent(t, "testdata/independent876.jsonl", false)
}
