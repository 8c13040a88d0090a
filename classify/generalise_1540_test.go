package classify

import "testing"

func TestIndependentCases1540(t *testing.T) {
	runIndependent(t, "testdata/independent1540.jsonl", false)
}
