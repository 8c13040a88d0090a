package classify

import "testing"

func TestIndependentCases1418(t *testing.T) {
	runIndependent(t, "testdata/independent1418.jsonl", false)
}
