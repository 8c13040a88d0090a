package classify

import "testing"

func TestIndependentCases1123(t *testing.T) {
	runIndependent(t, "testdata/independent1123.jsonl", false)
}
