package classify

import "testing"

func TestIndependentCases957(t *testing.T) {
	runIndependent(t, "testdata/independent957.jsonl", false)
}
