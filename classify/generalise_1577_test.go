package classify

import "testing"

func TestIndependentCases1577(t *testing.T) {
	runIndependent(t, "testdata/independent1577.jsonl", false)
}
