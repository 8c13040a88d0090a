package classify

import "testing"

func TestIndependentCases1654(t *testing.T) {
	runIndependent(t, "testdata/independent1654.jsonl", false)
}
