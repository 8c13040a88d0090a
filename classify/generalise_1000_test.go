package classify

import "testing"

func TestIndependentCases1000(t *testing.T) {
	runIndependent(t, "testdata/independent1000.jsonl", false)
}
