package classify

import "testing"

func TestIndependentCases1091(t *testing.T) {
	runIndependent(t, "testdata/independent1091.jsonl", false)
}
