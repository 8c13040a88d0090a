package classify

import "testing"

func TestIndependentCases1456(t *testing.T) {
	runIndependent(t, "testdata/independent1456.jsonl", false)
}
