package classify

import "testing"

func TestIndependentCases1669(t *testing.T) {
	runIndependent(t, "testdata/independent1669.jsonl", false)
}
