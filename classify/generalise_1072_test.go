package classify

import "testing"

func TestIndependentCases1072(t *testing.T) {
	runIndependent(t, "testdata/independent1072.jsonl", false)
}
