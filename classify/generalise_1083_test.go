package classify

import "testing"

func TestIndependentCases1083(t *testing.T) {
	runIndependent(t, "testdata/independent1083.jsonl", false)
}
