package classify

import "testing"

func TestIndependentCases1029(t *testing.T) {
	runIndependent(t, "testdata/independent1029.jsonl", false)
}
