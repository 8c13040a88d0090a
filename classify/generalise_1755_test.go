package classify

import "testing"

func TestIndependentCases1755(t *testing.T) {
	runIndependent(t, "testdata/independent1755.jsonl", false)
}
