package classify

import "testing"

func TestIndependentCases1533(t *testing.T) {
	runIndependent(t, "testdata/independent1533.jsonl", false)
}
