package classify

import "testing"

func TestIndependentCases1543(t *testing.T) {
	runIndependent(t, "testdata/independent1543.jsonl", false)
}
