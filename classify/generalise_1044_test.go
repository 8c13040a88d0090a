package classify

import "testing"

func TestIndependentCases1044(t *testing.T) {
	runIndependent(t, "testdata/independent1044.jsonl", false)
}
