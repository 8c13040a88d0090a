package classify

import "testing"

func TestIndependentCases1311(t *testing.T) {
	runIndependent(t, "testdata/independent1311.jsonl", false)
}
