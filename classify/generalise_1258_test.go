package classify

import "testing"

func TestIndependentCases1258(t *testing.T) {
	runIndependent(t, "testdata/independent1258.jsonl", false)
}
