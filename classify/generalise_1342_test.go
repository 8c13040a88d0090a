package classify

import "testing"

func TestIndependentCases1342(t *testing.T) {
	runIndependent(t, "testdata/independent1342.jsonl", false)
}
