package classify

import "testing"

func TestIndependentCases1290(t *testing.T) {
	runIndependent(t, "testdata/independent1290.jsonl", false)
}
