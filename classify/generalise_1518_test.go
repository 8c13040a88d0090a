package classify

import "testing"

func TestIndependentCases1518(t *testing.T) {
	runIndependent(t, "testdata/independent1518.jsonl", false)
}
