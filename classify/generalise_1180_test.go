package classify

import "testing"

func TestIndependentCases1180(t *testing.T) {
	runIndependent(t, "testdata/independent1180.jsonl", false)
}
