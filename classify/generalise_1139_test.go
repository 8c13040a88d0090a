package classify

import "testing"

func TestIndependentCases1139(t *testing.T) {
	runIndependent(t, "testdata/independent1139.jsonl", false)
}
