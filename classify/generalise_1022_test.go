package classify

import "testing"

func TestIndependentCases1022(t *testing.T) {
	runIndependent(t, "testdata/independent1022.jsonl", false)
}
