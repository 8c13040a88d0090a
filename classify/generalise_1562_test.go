package classify

import "testing"

func TestIndependentCases1562(t *testing.T) {
	runIndependent(t, "testdata/independent1562.jsonl", false)
}
