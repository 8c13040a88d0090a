package classify

import "testing"

func TestIndependentCases1786(t *testing.T) {
	runIndependent(t, "testdata/independent1786.jsonl", false)
}
