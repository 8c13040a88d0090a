package classify

import "testing"

func TestIndependentCases1052(t *testing.T) {
	runIndependent(t, "testdata/independent1052.jsonl", false)
}
