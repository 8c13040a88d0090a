package classify

import "testing"

func TestIndependentCases1122(t *testing.T) {
	runIndependent(t, "testdata/independent1122.jsonl", false)
}
