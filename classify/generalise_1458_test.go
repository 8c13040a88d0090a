package classify

import "testing"

func TestIndependentCases1458(t *testing.T) {
	runIndependent(t, "testdata/independent1458.jsonl", false)
}
