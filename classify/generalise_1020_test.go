package classify

import "testing"

func TestIndependentCases1020(t *testing.T) {
	runIndependent(t, "testdata/independent1020.jsonl", false)
}
