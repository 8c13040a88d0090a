package classify

import "testing"

func TestIndependentCases1420(t *testing.T) {
	runIndependent(t, "testdata/independent1420.jsonl", false)
}
