package classify

import "testing"

func TestIndependentCases1084(t *testing.T) {
	runIndependent(t, "testdata/independent1084.jsonl", false)
}
