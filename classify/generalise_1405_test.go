package classify

import "testing"

func TestIndependentCases1405(t *testing.T) {
	runIndependent(t, "testdata/independent1405.jsonl", false)
}
