package classify

import "testing"

func TestIndependentCases1325(t *testing.T) {
	runIndependent(t, "testdata/independent1325.jsonl", false)
}
