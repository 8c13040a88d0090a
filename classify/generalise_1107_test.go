package classify

import "testing"

func TestIndependentCases1107(t *testing.T) {
	runIndependent(t, "testdata/independent1107.jsonl", false)
}
