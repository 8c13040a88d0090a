package classify

import "testing"

func TestIndependentCases1561(t *testing.T) {
	runIndependent(t, "testdata/independent1561.jsonl", false)
}
