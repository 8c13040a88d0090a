package classify

import "testing"

func TestIndependentCases1546(t *testing.T) {
	runIndependent(t, "testdata/independent1546.jsonl", false)
}
