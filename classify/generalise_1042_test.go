package classify

import "testing"

func TestIndependentCases1042(t *testing.T) {
	runIndependent(t, "testdata/independent1042.jsonl", false)
}
