package classify

import "testing"

func TestIndependentCases1780(t *testing.T) {
	runIndependent(t, "testdata/independent1780.jsonl", false)
}
