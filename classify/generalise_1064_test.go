package classify

import "testing"

func TestIndependentCases1064(t *testing.T) {
	runIndependent(t, "testdata/independent1064.jsonl", false)
}
