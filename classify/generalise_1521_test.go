package classify

import "testing"

func TestIndependentCases1521(t *testing.T) {
	runIndependent(t, "testdata/independent1521.jsonl", false)
}
