package classify

import "testing"

func TestIndependentCases1490(t *testing.T) {
	runIndependent(t, "testdata/independent1490.jsonl", false)
}
