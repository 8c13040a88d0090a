package classify

import "testing"

func TestIndependentCases1132(t *testing.T) {
	runIndependent(t, "testdata/independent1132.jsonl", false)
}
