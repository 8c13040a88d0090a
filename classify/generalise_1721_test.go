package classify

import "testing"

func TestIndependentCases1721(t *testing.T) {
	runIndependent(t, "testdata/independent1721.jsonl", false)
}
