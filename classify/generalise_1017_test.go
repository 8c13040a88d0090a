package classify

import "testing"

func TestIndependentCases1017(t *testing.T) {
	runIndependent(t, "testdata/independent1017.jsonl", false)
}
