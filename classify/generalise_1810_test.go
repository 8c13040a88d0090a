package classify

import "testing"

func TestIndependentCases1810(t *testing.T) {
	runIndependent(t, "testdata/independent1810.jsonl", false)
}
