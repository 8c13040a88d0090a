package classify

import "testing"

func TestIndependentCases1784(t *testing.T) {
	runIndependent(t, "testdata/independent1784.jsonl", false)
}
