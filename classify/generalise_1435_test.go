package classify

import "testing"

func TestIndependentCases1435(t *testing.T) {
	runIndependent(t, "testdata/independent1435.jsonl", false)
}
