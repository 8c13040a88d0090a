package classify

import "testing"

func TestIndependentCases1527(t *testing.T) {
	runIndependent(t, "testdata/independent1527.jsonl", false)
}
