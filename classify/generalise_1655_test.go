package classify

import "testing"

func TestIndependentCases1655(t *testing.T) {
	runIndependent(t, "testdata/independent1655.jsonl", false)
}
