package classify

import "testing"

func TestIndependentCases1119(t *testing.T) {
	runIndependent(t, "testdata/independent1119.jsonl", false)
}
