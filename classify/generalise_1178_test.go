package classify

import "testing"

func TestIndependentCases1178(t *testing.T) {
	runIndependent(t, "testdata/independent1178.jsonl", false)
}
