package classify

import "testing"

func TestIndependentCases1250(t *testing.T) {
	runIndependent(t, "testdata/independent1250.jsonl", false)
}
