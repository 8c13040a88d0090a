package classify

import "testing"

func TestIndependentCases1307(t *testing.T) {
	runIndependent(t, "testdata/independent1307.jsonl", false)
}
