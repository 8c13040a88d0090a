package classify

import "testing"

func TestIndependentCases1386(t *testing.T) {
	runIndependent(t, "testdata/independent1386.jsonl", false)
}
