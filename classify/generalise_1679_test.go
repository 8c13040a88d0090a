package classify

import "testing"

func TestIndependentCases1679(t *testing.T) {
	runIndependent(t, "testdata/independent1679.jsonl", false)
}
