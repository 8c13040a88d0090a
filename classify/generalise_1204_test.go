package classify

import "testing"

func TestIndependentCases1204(t *testing.T) {
	runIndependent(t, "testdata/independent1204.jsonl", false)
}
