package classify

import "testing"

func TestIndependentCases1378(t *testing.T) {
	runIndependent(t, "testdata/independent1378.jsonl", false)
}
