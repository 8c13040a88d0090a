package classify

import "testing"

func TestIndependentCases1308(t *testing.T) {
	runIndependent(t, "testdata/independent1308.jsonl", false)
}
