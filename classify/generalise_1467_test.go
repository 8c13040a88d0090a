package classify

import "testing"

func TestIndependentCases1467(t *testing.T) {
	runIndependent(t, "testdata/independent1467.jsonl", false)
}
