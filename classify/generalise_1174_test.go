package classify

import "testing"

func TestIndependentCases1174(t *testing.T) {
	runIndependent(t, "testdata/independent1174.jsonl", false)
}
