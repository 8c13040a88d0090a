package classify

import "testing"

func TestIndependentCases1149(t *testing.T) {
	runIndependent(t, "testdata/independent1149.jsonl", false)
}
