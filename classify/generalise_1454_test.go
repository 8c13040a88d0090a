package classify

import "testing"

func TestIndependentCases1454(t *testing.T) {
	runIndependent(t, "testdata/independent1454.jsonl", false)
}
