package classify

import "testing"

func TestIndependentCases1106(t *testing.T) {
	runIndependent(t, "testdata/independent1106.jsonl", false)
}
