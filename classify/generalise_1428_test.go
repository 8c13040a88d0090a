package classify

import "testing"

func TestIndependentCases1428(t *testing.T) {
	runIndependent(t, "testdata/independent1428.jsonl", false)
}
