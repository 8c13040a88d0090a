package classify

import "testing"

func TestIndependentCases1592(t *testing.T) {
	runIndependent(t, "testdata/independent1592.jsonl", false)
}
