package classify

import "testing"

func TestIndependentCases1672(t *testing.T) {
	runIndependent(t, "testdata/independent1672.jsonl", false)
}
