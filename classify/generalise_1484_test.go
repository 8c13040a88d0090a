package classify

import "testing"

func TestIndependentCases1484(t *testing.T) {
	runIndependent(t, "testdata/independent1484.jsonl", false)
}
