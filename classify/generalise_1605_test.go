package classify

import "testing"

func TestIndependentCases1605(t *testing.T) {
	runIndependent(t, "testdata/independent1605.jsonl", false)
}
