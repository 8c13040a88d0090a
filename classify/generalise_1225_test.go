package classify

import "testing"

func TestIndependentCases1225(t *testing.T) {
	runIndependent(t, "testdata/independent1225.jsonl", false)
}
