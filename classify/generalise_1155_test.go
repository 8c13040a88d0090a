package classify

import "testing"

func TestIndependentCases1155(t *testing.T) {
	runIndependent(t, "testdata/independent1155.jsonl", false)
}
