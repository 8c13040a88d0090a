package classify

import "testing"

func TestIndependentCases1646(t *testing.T) {
	runIndependent(t, "testdata/independent1646.jsonl", false)
}
