package classify

import "testing"

func TestIndependentCases1153(t *testing.T) {
	runIndependent(t, "testdata/independent1153.jsonl", false)
}
