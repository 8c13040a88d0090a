package classify

import "testing"

func TestIndependentCases1532(t *testing.T) {
	runIndependent(t, "testdata/independent1532.jsonl", false)
}
