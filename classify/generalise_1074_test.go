package classify

import "testing"

func TestIndependentCases1074(t *testing.T) {
	runIndependent(t, "testdata/independent1074.jsonl", false)
}
