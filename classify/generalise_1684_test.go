package classify

import "testing"

func TestIndependentCases1684(t *testing.T) {
	runIndependent(t, "testdata/independent1684.jsonl", false)
}
