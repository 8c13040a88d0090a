package classify

import "testing"

func TestIndependentCases1321(t *testing.T) {
	runIndependent(t, "testdata/independent1321.jsonl", false)
}
