package classify

import "testing"

func TestIndependentCases1373(t *testing.T) {
	runIndependent(t, "testdata/independent1373.jsonl", false)
}
