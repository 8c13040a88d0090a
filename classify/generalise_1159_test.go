package classify

import "testing"

func TestIndependentCases1159(t *testing.T) {
	runIndependent(t, "testdata/independent1159.jsonl", false)
}
