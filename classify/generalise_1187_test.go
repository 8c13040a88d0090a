package classify

import "testing"

func TestIndependentCases1187(t *testing.T) {
	runIndependent(t, "testdata/independent1187.jsonl", false)
}
