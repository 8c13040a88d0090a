package classify

import "testing"

func TestIndependentCases1146(t *testing.T) {
	runIndependent(t, "testdata/independent1146.jsonl", false)
}
