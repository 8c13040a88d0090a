package classify

import "testing"

func TestIndependentCases1653(t *testing.T) {
	runIndependent(t, "testdata/independent1653.jsonl", false)
}
