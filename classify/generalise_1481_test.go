package classify

import "testing"

func TestIndependentCases1481(t *testing.T) {
	runIndependent(t, "testdata/independent1481.jsonl", false)
}
