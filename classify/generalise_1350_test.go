package classify

import "testing"

func TestIndependentCases1350(t *testing.T) {
	runIndependent(t, "testdata/independent1350.jsonl", false)
}
