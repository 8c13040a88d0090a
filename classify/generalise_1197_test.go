package classify

import "testing"

func TestIndependentCases1197(t *testing.T) {
	runIndependent(t, "testdata/independent1197.jsonl", false)
}
