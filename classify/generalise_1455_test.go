package classify

import "testing"

func TestIndependentCases1455(t *testing.T) {
	runIndependent(t, "testdata/independent1455.jsonl", false)
}
