package classify

import "testing"

func TestIndependentCases1048(t *testing.T) {
	runIndependent(t, "testdata/independent1048.jsonl", false)
}
