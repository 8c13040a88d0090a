package classify

import "testing"

func TestIndependentCases1426(t *testing.T) {
	runIndependent(t, "testdata/independent1426.jsonl", false)
}
