package classify

import "testing"

func TestIndependentCases1760(t *testing.T) {
	runIndependent(t, "testdata/independent1760.jsonl", false)
}
