package classify

import "testing"

func TestIndependentCases1150(t *testing.T) {
	runIndependent(t, "testdata/independent1150.jsonl", false)
}
