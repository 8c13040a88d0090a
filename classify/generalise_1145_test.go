package classify

import "testing"

func TestIndependentCases1145(t *testing.T) {
	runIndependent(t, "testdata/independent1145.jsonl", false)
}
