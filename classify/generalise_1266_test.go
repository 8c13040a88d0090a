package classify

import "testing"

func TestIndependentCases1266(t *testing.T) {
	runIndependent(t, "testdata/independent1266.jsonl", false)
}
