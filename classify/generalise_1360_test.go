package classify

import "testing"

func TestIndependentCases1360(t *testing.T) {
	runIndependent(t, "testdata/independent1360.jsonl", false)
}
