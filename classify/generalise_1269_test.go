package classify

import "testing"

func TestIndependentCases1269(t *testing.T) {
	runIndependent(t, "testdata/independent1269.jsonl", false)
}
