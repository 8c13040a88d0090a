package classify

import "testing"

func TestIndependentCases1252(t *testing.T) {
	runIndependent(t, "testdata/independent1252.jsonl", false)
}
