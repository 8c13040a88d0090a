package classify

import "testing"

func TestIndependentCases1209(t *testing.T) {
	runIndependent(t, "testdata/independent1209.jsonl", false)
}
