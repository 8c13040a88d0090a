package classify

import "testing"

func TestIndependentCases1221(t *testing.T) {
	runIndependent(t, "testdata/independent1221.jsonl", false)
}
