package classify

import "testing"

func TestIndependentCases1348(t *testing.T) {
	runIndependent(t, "testdata/independent1348.jsonl", false)
}
