package classify

import "testing"

func TestIndependentCases1678(t *testing.T) {
	runIndependent(t, "testdata/independent1678.jsonl", false)
}
