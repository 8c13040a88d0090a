package classify

import "testing"

func TestIndependentCases1480(t *testing.T) {
	runIndependent(t, "testdata/independent1480.jsonl", false)
}
