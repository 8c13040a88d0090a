package classify

import "testing"

func TestIndependentCases1047(t *testing.T) {
	runIndependent(t, "testdata/independent1047.jsonl", false)
}
