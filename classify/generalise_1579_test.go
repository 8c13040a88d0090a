package classify

import "testing"

func TestIndependentCases1579(t *testing.T) {
	runIndependent(t, "testdata/independent1579.jsonl", false)
}
