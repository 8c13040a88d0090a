package classify

import "testing"

func TestIndependentCases1704(t *testing.T) {
	runIndependent(t, "testdata/independent1704.jsonl", false)
}
