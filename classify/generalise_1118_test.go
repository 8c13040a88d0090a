package classify

import "testing"

func TestIndependentCases1118(t *testing.T) {
	runIndependent(t, "testdata/independent1118.jsonl", false)
}
