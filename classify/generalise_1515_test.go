package classify

import "testing"

func TestIndependentCases1515(t *testing.T) {
	runIndependent(t, "testdata/independent1515.jsonl", false)
}
