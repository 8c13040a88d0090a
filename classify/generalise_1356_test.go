package classify

import "testing"

func TestIndependentCases1356(t *testing.T) {
	runIndependent(t, "testdata/independent1356.jsonl", false)
}
