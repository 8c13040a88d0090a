package classify

import "testing"

func TestIndependentCases1243(t *testing.T) {
	runIndependent(t, "testdata/independent1243.jsonl", false)
}
