package classify

import "testing"

func TestIndependentCases1507(t *testing.T) {
	runIndependent(t, "testdata/independent1507.jsonl", false)
}
