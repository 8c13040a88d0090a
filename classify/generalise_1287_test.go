package classify

import "testing"

func TestIndependentCases1287(t *testing.T) {
	runIndependent(t, "testdata/independent1287.jsonl", false)
}
