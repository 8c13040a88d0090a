package classify

import "testing"

func TestIndependentCases1036(t *testing.T) {
	runIndependent(t, "testdata/independent1036.jsonl", false)
}
