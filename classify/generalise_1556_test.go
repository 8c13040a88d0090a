package classify

import "testing"

func TestIndependentCases1556(t *testing.T) {
	runIndependent(t, "testdata/independent1556.jsonl", false)
}
