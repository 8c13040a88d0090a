package classify

import "testing"

func TestIndependentCases1223(t *testing.T) {
	runIndependent(t, "testdata/independent1223.jsonl", false)
}
