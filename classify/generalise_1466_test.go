package classify

import "testing"

func TestIndependentCases1466(t *testing.T) {
	runIndependent(t, "testdata/independent1466.jsonl", false)
}
