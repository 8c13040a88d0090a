package classify

import "testing"

func TestIndependentCases1431(t *testing.T) {
	runIndependent(t, "testdata/independent1431.jsonl", false)
}
