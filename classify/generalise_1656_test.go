package classify

import "testing"

func TestIndependentCases1656(t *testing.T) {
	runIndependent(t, "testdata/independent1656.jsonl", false)
}
