package classify

import "testing"

func TestIndependentCases1247(t *testing.T) {
	runIndependent(t, "testdata/independent1247.jsonl", false)
}
