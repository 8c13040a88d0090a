package classify

import "testing"

func TestIndependentCases1814(t *testing.T) {
	runIndependent(t, "testdata/independent1814.jsonl", false)
}
