package classify

import "testing"

func TestIndependentCases1525(t *testing.T) {
	runIndependent(t, "testdata/independent1525.jsonl", false)
}
