package classify

import "testing"

func TestIndependentCases1297(t *testing.T) {
	runIndependent(t, "testdata/independent1297.jsonl", false)
}
