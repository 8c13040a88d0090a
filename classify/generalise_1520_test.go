package classify

import "testing"

func TestIndependentCases1520(t *testing.T) {
	runIndependent(t, "testdata/independent1520.jsonl", false)
}
