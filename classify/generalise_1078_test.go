package classify

import "testing"

func TestIndependentCases1078(t *testing.T) {
	runIndependent(t, "testdata/independent1078.jsonl", false)
}
