package classify

import "testing"

func TestIndependentCases1111(t *testing.T) {
	runIndependent(t, "testdata/independent1111.jsonl", false)
}
