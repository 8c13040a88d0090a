package classify

import "testing"

func TestIndependentCases1567(t *testing.T) {
	runIndependent(t, "testdata/independent1567.jsonl", false)
}
