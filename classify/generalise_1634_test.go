package classify

import "testing"

func TestIndependentCases1634(t *testing.T) {
	runIndependent(t, "testdata/independent1634.jsonl", false)
}
