package classify

import "testing"

func TestIndependentCases1355(t *testing.T) {
	runIndependent(t, "testdata/independent1355.jsonl", false)
}
