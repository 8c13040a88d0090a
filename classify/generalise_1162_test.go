package classify

import "testing"

func TestIndependentCases1162(t *testing.T) {
	runIndependent(t, "testdata/independent1162.jsonl", false)
}
