package classify

import "testing"

func TestIndependentCases1208(t *testing.T) {
	runIndependent(t, "testdata/independent1208.jsonl", false)
}
