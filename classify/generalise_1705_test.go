package classify

import "testing"

func TestIndependentCases1705(t *testing.T) {
	runIndependent(t, "testdata/independent1705.jsonl", false)
}
